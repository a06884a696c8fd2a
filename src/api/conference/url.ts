import { ApiError } from '../http';
import { LAK_ID } from './conferences';

/**
 * Encodes one term, name or year for a conference URL. Spaces become `%20` (the only escape most
 * conference views decode); a `/` can never be sent because the server splits the raw path on it
 * (api-contract 6), so such a term is rejected before any request is made.
 */
export function encodeConferenceTerm(term: string, endpoint: string): string {
  if (term.includes('/')) {
    throw new ApiError({
      kind: 'contract',
      endpoint,
      message: `${endpoint}: "${term}" contains "/", which the conference API cannot receive.`,
    });
  }
  return encodeURIComponent(term);
}

/** `?a&b&c`: raw items joined with `&`, no `name=` parts (api-contract 6.12, 6.16, 6.19). */
export function conferenceQuery(items: readonly string[], endpoint: string): string {
  return `?${items.map((item) => encodeConferenceTerm(item, endpoint)).join('&')}`;
}

/**
 * The `fetchpaper/?!{title}` URL (api-contract 6.6). The server takes everything after the last `!`
 * and looks for a title starting with it, so a title containing `!` is cut before its first `!`:
 * that prefix still identifies the paper.
 */
export function fetchPaperUrl(title: string, endpoint: string): string {
  const cut = title.indexOf('!');
  const prefix = cut === -1 ? title : title.slice(0, cut);
  return `fetchpaper/?!${encodeConferenceTerm(prefix, endpoint)}`;
}

/** Image endpoints answer raw base64; the client shows them as a data URL. */
export function pngDataUrl(base64: string): string {
  return `data:image/png;base64,${base64}`;
}

/**
 * The path of a conference view for a conference: LAK's as the server has them, another conference's
 * (the built-in backend's only) under `conference/{id}/`.
 */
export function conferencePath(conference: string, path: string): string {
  return conference === LAK_ID ? path : `conference/${conference}/${path}`;
}
