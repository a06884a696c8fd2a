/**
 * The researcher's identities as a user pastes them (registration, My account): a Semantic Scholar
 * author id or the author page's address, and a Twitter/X handle as `@name`, `name` or the profile's
 * address. Pure; the forms keep what these return (the id, the handle as `@name`).
 */
export type Parsed = { ok: true; value: string } | { ok: false; error: string };

export const AUTHOR_ID_EXAMPLE = 'https://www.semanticscholar.org/author/Ada-Lovelace/1741101';
export const AUTHOR_ID_ERROR = `Enter your Semantic Scholar author id (digits, such as 1741101) or your author page's address, such as ${AUTHOR_ID_EXAMPLE}.`;
export const TWITTER_ERROR = 'Enter a Twitter/X handle such as @ada_lovelace or ada_lovelace, or the profile address https://x.com/ada_lovelace.';

const AUTHOR_PAGE = /^(?:https?:\/\/)?(?:www\.)?semanticscholar\.org\/author\/(?:[^/?#]+\/)?(\d+)\/?(?:[?#].*)?$/i;

/** A Semantic Scholar author id from an id or an author page address; '' stays '' (the field is optional). */
export function parseAuthorId(input: string): Parsed {
  const text = input.trim();
  if (text === '' || /^\d+$/.test(text)) return { ok: true, value: text };
  const page = AUTHOR_PAGE.exec(text);
  return page?.[1] ? { ok: true, value: page[1] } : { ok: false, error: AUTHOR_ID_ERROR };
}

const HANDLE = /^@?([A-Za-z0-9_]{1,50})$/;
const PROFILE_PAGE = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/@?([A-Za-z0-9_]{1,50})\/?(?:[?#].*)?$/i;

/** A Twitter/X handle as `@name` from `@name`, `name` or a profile address; '' stays '' (optional). */
export function parseTwitterHandle(input: string): Parsed {
  const text = input.trim();
  if (text === '') return { ok: true, value: '' };
  const handle = HANDLE.exec(text)?.[1] ?? PROFILE_PAGE.exec(text)?.[1];
  return handle ? { ok: true, value: `@${handle}` } : { ok: false, error: TWITTER_ERROR };
}
