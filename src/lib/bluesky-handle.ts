/**
 * A Bluesky handle as a researcher pastes it (registration, My account): `@name.bsky.social`,
 * `name.bsky.social`, a custom domain handle (`ada.example.org`), a profile address
 * (`https://bsky.app/profile/ada.example.org`, a post's address too) or a DID. A bare `name` is taken
 * as `name.bsky.social`. Pure; the forms keep what this returns (the handle, lower case, without `@`).
 */
import { BLUESKY_POST_ID_PREFIX } from '@/config/social';
import type { Parsed } from './identity';

export const BLUESKY_ERROR =
  'Enter a Bluesky handle such as @ada.bsky.social or ada.example.org, or your profile address https://bsky.app/profile/ada.bsky.social.';

const PROFILE_PAGE = /^(?:https?:\/\/)?(?:www\.)?bsky\.app\/profile\/([^/?#\s]+)(?:[/?#].*)?$/i;
const DID = /^did:(?:plc|web):[A-Za-z0-9._:%-]{1,2000}$/;
/** A domain name of two labels or more (letters, digits, hyphens), not ending in a number: the AT Protocol's handle syntax. */
const HANDLE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const BARE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,16}[a-z0-9])?$/;

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The handle (or DID) to look up, or null when `text` is no Bluesky handle. */
export function blueskyActor(input: string): string | null {
  let text = input.trim();
  const page = PROFILE_PAGE.exec(text);
  if (page?.[1]) {
    const decoded = decodeOrNull(page[1]);
    // a broken %-escape (`%E0%A4%A`) names no account: a field error, never a crash
    if (decoded === null) return null;
    text = decoded;
  }
  if (DID.test(text)) return text;
  text = text.replace(/^@/, '').replace(/\.$/, '').toLowerCase();
  if (HANDLE.test(text)) return text;
  if (BARE_NAME.test(text)) return `${text}.bsky.social`;
  return null;
}

/** A Bluesky handle (or DID) from any of the accepted forms; '' stays '' (the field is optional). */
export function parseBlueskyHandle(input: string): Parsed {
  if (input.trim() === '') return { ok: true, value: '' };
  const actor = blueskyActor(input);
  return actor ? { ok: true, value: actor } : { ok: false, error: BLUESKY_ERROR };
}

/** The address of a post on bsky.app from its at:// URI (`at://<did>/app.bsky.feed.post/<rkey>`) and its author's handle. */
export function blueskyPostUrl(uri: string, handle?: string | null): string | null {
  const match = /^at:\/\/([^/]+)\/app\.bsky\.feed\.post\/([A-Za-z0-9._~:-]+)$/.exec(uri);
  if (!match?.[1] || !match[2]) return null;
  return `https://bsky.app/profile/${encodeURIComponent(handle || match[1])}/post/${encodeURIComponent(match[2])}`;
}

/** The address of a profile on bsky.app. */
export function blueskyProfileUrl(handleOrDid: string): string {
  return `https://bsky.app/profile/${encodeURIComponent(handleOrDid)}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * A post's id in the tweet routes (`id_str`): `bsky-` and the URI in base64url, so that it fits the
 * routes' id pattern and the post's address can be rebuilt from it (a saved post keeps only this).
 */
export function blueskyPostKey(uri: string): string {
  const bytes = new TextEncoder().encode(uri);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return `${BLUESKY_POST_ID_PREFIX}${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The at:// URI of a post id made by `blueskyPostKey`, or null for any other id (a tweet's). */
export function blueskyPostUri(idStr: string): string | null {
  if (!idStr.startsWith(BLUESKY_POST_ID_PREFIX)) return null;
  const encoded = idStr.slice(BLUESKY_POST_ID_PREFIX.length);
  if (!BASE64URL.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const uri = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return uri.startsWith('at://') ? uri : null;
  } catch {
    return null;
  }
}
