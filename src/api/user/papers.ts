import { userApi } from '../clients';
import { offeredOr } from '../features';
import { request } from '../http';
import { triggerDataUpdate, triggerPaperUpdate } from './interests';
import { createdPaperSchema, emptyObjectSchema, paperListSchema, paperSchema, type Paper } from './schemas';

export type PaperInput = {
  title: string;
  url: string;
  /** a number, or the digit string the form holds */
  year: number | string;
  authors: string;
  abstract: string;
};

/** GET /api/interests/papers/ (caller) -> Paper[], year descending */
export function getPapers(signal?: AbortSignal): Promise<Paper[]> {
  return request(userApi, { endpoint: 'papers', method: 'GET', url: '/api/interests/papers/', schema: paperListSchema, signal });
}

/** GET /api/interests/papers/{id}/ (caller) */
export function getPaper(id: number, signal?: AbortSignal): Promise<Paper> {
  return request(userApi, { endpoint: 'paper', method: 'GET', url: `/api/interests/papers/${id}/`, schema: paperSchema, signal });
}

function paperBody(input: PaperInput) {
  // Never send `user`, `paper_id` or `used_in_calc` (api-contract 4.4, 4.6).
  return { title: input.title, url: input.url, year: input.year, authors: input.authors, abstract: input.abstract };
}

/**
 * POST /api/interests/papers/ (caller) -> 200 Paper (release), or 200 `{}` (development line): then
 * null, and the caller fetches the list again to see the stored paper.
 */
export function createPaper(input: PaperInput): Promise<Paper | null> {
  return request(userApi, { endpoint: 'add paper', method: 'POST', url: '/api/interests/papers/', data: paperBody(input), schema: createdPaperSchema });
}

/** PATCH /api/interests/papers/{id}/ (caller) -> 200 Paper */
export function updatePaper(id: number, input: PaperInput): Promise<Paper> {
  return request(userApi, {
    endpoint: 'update paper',
    method: 'PATCH',
    url: `/api/interests/papers/${id}/`,
    data: paperBody(input),
    schema: paperSchema,
  });
}

/** DELETE /api/interests/papers/{id}/ (caller) -> 204 */
export function deletePaper(id: number): Promise<void> {
  return request(userApi, { endpoint: 'delete paper', method: 'DELETE', url: `/api/interests/papers/${id}/` });
}

// ---- The profile's life cycle (api-contract-development 3.4), with the release line's fallbacks ----

/**
 * `timeoutMs`: the built-in backend answers a live account's fetch or regeneration when its sources
 * have answered (a backoff can take minutes; the page shows its progress and Cancel meanwhile).
 */
export type LifecycleOptions = { timeoutMs?: number };

/**
 * Regenerates the interest profile from the current papers: POST regenerate-interest-profile/
 * (development line), else POST trigger-paper-updata/ (release). Both answer `{}`; the work runs in
 * the background and no endpoint reports its end.
 */
export function regenerateInterestProfile({ timeoutMs }: LifecycleOptions = {}): Promise<void> {
  return offeredOr(
    'regenerateProfile',
    async () => {
      await request(userApi, {
        endpoint: 'regenerate interest profile',
        method: 'POST',
        url: '/api/interests/regenerate-interest-profile/',
        data: {},
        feature: 'regenerateProfile',
        schema: emptyObjectSchema,
        timeoutMs,
      });
    },
    triggerPaperUpdate,
  );
}

/**
 * Fetches the linked author's new papers: POST fetch-papers/ (development line, the profile is left
 * as it is), else POST trigger-data-updata/ (release: a full re-import). Background work, unreported.
 */
export function fetchNewPapers({ timeoutMs }: LifecycleOptions = {}): Promise<void> {
  return offeredOr(
    'fetchPapers',
    async () => {
      await request(userApi, { endpoint: 'fetch new papers', method: 'POST', url: '/api/interests/fetch-papers/', data: {}, feature: 'fetchPapers', schema: emptyObjectSchema, timeoutMs });
    },
    triggerDataUpdate,
  );
}

/**
 * Removes a paper from the caller: POST remove-paper-for-user/{id}/ where offered (remembered, so a
 * later fetch does not bring it back), else DELETE papers/{id}/. Resolves to which one ran.
 */
export function removePaper(id: number): Promise<'removed for good' | 'deleted'> {
  return offeredOr(
    'removePaper',
    async () => {
      await request(userApi, {
        endpoint: 'remove paper',
        method: 'POST',
        url: `/api/interests/remove-paper-for-user/${id}/`,
        data: {},
        feature: 'removePaper',
        itemRoute: true,
        schema: emptyObjectSchema,
      });
      return 'removed for good' as const;
    },
    async () => {
      await deletePaper(id);
      return 'deleted' as const;
    },
  );
}

/**
 * Edits a paper: POST edit-paper/{id}/ where offered (the server makes a new copy: the id changes and
 * the answer is `{}`), else PATCH papers/{id}/. Resolves to the updated paper: the server's new copy
 * is found in the paper list (the newest other paper with the edited title and year), so that the
 * client follows its new id and never asks for the old one again; null if the list lacks it.
 */
export function editPaper(id: number, input: PaperInput): Promise<Paper | null> {
  return offeredOr(
    'editPaper',
    async () => {
      await request(userApi, {
        endpoint: 'edit paper',
        method: 'POST',
        url: `/api/interests/edit-paper/${id}/`,
        data: paperBody(input),
        feature: 'editPaper',
        itemRoute: true,
        schema: emptyObjectSchema,
      });
      const copies = (await getPapers()).filter((paper) => paper.id !== id && paper.title === input.title && paper.year === input.year);
      return copies.reduce<Paper | null>((newest, paper) => (newest === null || paper.id > newest.id ? paper : newest), null);
    },
    () => updatePaper(id, input),
  );
}
