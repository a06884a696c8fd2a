import { userApi } from '../clients';
import { request } from '../http';
import { createdPaperSchema, paperListSchema, paperSchema, type Paper } from './schemas';

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
