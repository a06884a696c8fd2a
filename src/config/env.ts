import { getRuntimeConfig } from './runtime';
import { besideIndex } from './base-path';

// No zod here: this module runs before the first render, and checking three URLs does not need a
// schema library on the critical path (the API's response schemas load with the pages that use them).

/** Thrown at start-up when a VITE_* variable or a config.json value is not a valid setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** True for an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates one URL setting; bases lose their trailing slashes, a link (`keepAsGiven`) is kept as written. */
function optionalUrl(name: string, raw: string | undefined, keepAsGiven = false): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim();
  if (!isHttpUrl(value)) {
    throw new ConfigError(`${name} must be an http(s) URL such as http://127.0.0.1:8000, got "${raw}".`);
  }
  return keepAsGiven ? value : value.replace(/\/+$/, '');
}

export type AppEnv = {
  /** true when no VITE_API_URL is configured: the app runs on the built-in backend */
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

/** The start-up file `config.json` served beside index.html; every key is optional. */
export type RuntimeConfig = {
  apiUrl?: string;
  conferenceApiUrl?: string;
  apiDocsUrl?: string;
};

const RUNTIME_KEYS = ['apiUrl', 'conferenceApiUrl', 'apiDocsUrl'] as const;
type RuntimeKey = (typeof RUNTIME_KEYS)[number];
const isRuntimeKey = (key: string): key is RuntimeKey => (RUNTIME_KEYS as readonly string[]).includes(key);

/** The first problem with a parsed config.json: where (a key, or '' for the whole value) and what. */
function runtimeConfigIssue(value: unknown): { path: string; message: string } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { path: '', message: `expected an object, got ${Array.isArray(value) ? 'an array' : typeof value}` };
  }
  const unknownKeys = Object.keys(value).filter((key) => !isRuntimeKey(key));
  if (unknownKeys.length > 0) {
    return { path: '', message: `unrecognized key${unknownKeys.length > 1 ? 's' : ''} ${unknownKeys.map((k) => `"${k}"`).join(', ')}` };
  }
  for (const [key, entry] of Object.entries(value)) {
    if (entry !== undefined && typeof entry !== 'string') return { path: key, message: `expected a string, got ${typeof entry}` };
  }
  return null;
}

/** The setting names used in error messages, one per value. */
type Names = { apiUrl: string; conferenceApiUrl: string; apiDocsUrl: string };

const VITE_NAMES: Names = {
  apiUrl: 'VITE_API_URL',
  conferenceApiUrl: 'VITE_CONFERENCE_API_URL',
  apiDocsUrl: 'VITE_API_DOCS_URL',
};

/**
 * Where the standalone build describes the API its built-in backend implements (public/api.html,
 * beside index.html): a standalone build has no server, so no server's /docs/ page to link to.
 */
export const STANDALONE_DOCS_FILE = 'api.html';

function resolve(values: RuntimeConfig, names: Names, fallbackOrigin: string, basePath = '/'): AppEnv {
  const apiUrl = optionalUrl(names.apiUrl, values.apiUrl);
  const conference = optionalUrl(names.conferenceApiUrl, values.conferenceApiUrl);
  const docs = optionalUrl(names.apiDocsUrl, values.apiDocsUrl, true);
  const origin = apiUrl ?? fallbackOrigin.replace(/\/+$/, '');
  return {
    demoMode: apiUrl === undefined,
    apiUrl: origin,
    conferenceApiUrl: `${conference ?? `${origin}/api/interests`}/`,
    apiDocsUrl: docs ?? (apiUrl === undefined ? `${origin}${besideIndex(basePath, STANDALONE_DOCS_FILE)}` : `${origin}/docs/`),
  };
}

/**
 * Validates the VITE_* variables; `fallbackOrigin` is used in the standalone build (the page's own origin), with
 * `basePath` (the path the app is hosted under) for the standalone build's API description.
 */
export function readEnv(raw: RawEnv, fallbackOrigin: string, basePath = '/'): AppEnv {
  return resolve(
    { apiUrl: raw.VITE_API_URL, conferenceApiUrl: raw.VITE_CONFERENCE_API_URL, apiDocsUrl: raw.VITE_API_DOCS_URL },
    VITE_NAMES,
    fallbackOrigin,
    basePath,
  );
}

/**
 * Checks the parsed content of config.json: `null` (no file) means "no overrides"; anything but an
 * object with the three optional string keys is a ConfigError that says what was expected.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (value === null || value === undefined) return {};
  const issue = runtimeConfigIssue(value);
  if (issue === null) {
    const config: RuntimeConfig = {};
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      if (isRuntimeKey(key) && typeof entry === 'string') config[key] = entry;
    }
    return config;
  }
  const where = issue.path !== '' ? ` (at "${issue.path}")` : '';
  throw new ConfigError(
    `config.json must be a JSON object with the optional string keys apiUrl, conferenceApiUrl and apiDocsUrl${where}: ${issue.message}.`,
  );
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The configuration of a build made for a backend: each key of config.json that is set replaces its
 * VITE_* build-time default; derived defaults (conference API, docs link) follow the resulting API URL.
 * A standalone build (no VITE_API_URL at build time) ignores config.json: it is a build of its own.
 */
export function configure(raw: RawEnv, runtime: RuntimeConfig, fallbackOrigin: string, basePath = '/'): AppEnv {
  if (!present(raw.VITE_API_URL)) return readEnv(raw, fallbackOrigin, basePath);
  const pick = (key: keyof RuntimeConfig, buildValue: string | undefined) =>
    present(runtime[key])
      ? { value: runtime[key], name: `config.json "${key}"` }
      : { value: buildValue, name: VITE_NAMES[key] };
  const api = pick('apiUrl', raw.VITE_API_URL);
  const conference = pick('conferenceApiUrl', raw.VITE_CONFERENCE_API_URL);
  const docs = pick('apiDocsUrl', raw.VITE_API_DOCS_URL);
  return resolve(
    { apiUrl: api.value, conferenceApiUrl: conference.value, apiDocsUrl: docs.value },
    { apiUrl: api.name, conferenceApiUrl: conference.name, apiDocsUrl: docs.name },
    fallbackOrigin,
  );
}

// the page's origin, also inside the built-in backend's worker (whose location is on the same origin)
const pageOrigin = typeof location !== 'undefined' ? location.origin : 'http://localhost';

const buildEnv: RawEnv = {
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_CONFERENCE_API_URL: import.meta.env.VITE_CONFERENCE_API_URL,
  VITE_API_DOCS_URL: import.meta.env.VITE_API_DOCS_URL,
};

/**
 * The app's configuration. A demo build (no VITE_API_URL, a constant at build time) reads no
 * config.json, so its build leaves out the file's checks and their messages (what `configure` would
 * do for it at run time: `readEnv`).
 */
export const env: AppEnv = import.meta.env.VITE_API_URL
  ? configure(buildEnv, parseRuntimeConfig(getRuntimeConfig()), pageOrigin, import.meta.env.BASE_URL)
  : readEnv(buildEnv, pageOrigin, import.meta.env.BASE_URL);
