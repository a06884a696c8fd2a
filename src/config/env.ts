import { z } from 'zod';

/** Thrown at start-up when a VITE_* variable holds something that is not an http(s) URL. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const urlSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });

/** Validates one URL variable; bases lose their trailing slashes, a link (`keepAsGiven`) is kept as written. */
function optionalUrl(name: string, raw: string | undefined, keepAsGiven = false): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = urlSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(`${name} must be an http(s) URL such as http://127.0.0.1:8000, got "${raw}".`);
  }
  return keepAsGiven ? parsed.data : parsed.data.replace(/\/+$/, '');
}

export type AppEnv = {
  /** true when no VITE_API_URL is configured: the app runs on the in-browser demo backend */
  demoMode: boolean;
  /** origin of the user API, without trailing slash */
  apiUrl: string;
  /** base of the conference API, with trailing slash (…/api/interests/) */
  conferenceApiUrl: string;
  /** the header's "API docs" link */
  apiDocsUrl: string;
};

export type RawEnv = {
  VITE_API_URL?: string;
  VITE_CONFERENCE_API_URL?: string;
  VITE_API_DOCS_URL?: string;
};

/** Validates the VITE_* variables; `fallbackOrigin` is used in demo mode (the page's own origin). */
export function readEnv(raw: RawEnv, fallbackOrigin: string): AppEnv {
  const apiUrl = optionalUrl('VITE_API_URL', raw.VITE_API_URL);
  const conference = optionalUrl('VITE_CONFERENCE_API_URL', raw.VITE_CONFERENCE_API_URL);
  const docs = optionalUrl('VITE_API_DOCS_URL', raw.VITE_API_DOCS_URL, true);
  const origin = apiUrl ?? fallbackOrigin.replace(/\/+$/, '');
  return {
    demoMode: apiUrl === undefined,
    apiUrl: origin,
    conferenceApiUrl: `${conference ?? `${origin}/api/interests`}/`,
    apiDocsUrl: docs ?? `${origin}/docs/`,
  };
}

const pageOrigin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

export const env: AppEnv = readEnv(
  {
    VITE_API_URL: import.meta.env.VITE_API_URL,
    VITE_CONFERENCE_API_URL: import.meta.env.VITE_CONFERENCE_API_URL,
    VITE_API_DOCS_URL: import.meta.env.VITE_API_DOCS_URL,
  },
  pageOrigin,
);
