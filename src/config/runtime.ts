/**
 * The start-up configuration file of a build made for a backend: `config.json` beside index.html.
 * The entry point fetches it before anything reads the configuration; env.ts validates it. This module
 * has no dependencies so it stays in the entry chunk.
 */
let loaded: unknown = null;

/** The parsed JSON of config.json, or null when there is none (or it was not fetched). */
export function getRuntimeConfig(): unknown {
  return loaded;
}

export function setRuntimeConfig(value: unknown): void {
  loaded = value;
}

/** Raised for a config.json that exists but cannot be used; the entry point shows the message. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * Fetches `url` (config.json). A 404 means "no file": the build-time defaults apply. So does an HTML
 * answer (a host that serves index.html for every missing path). Anything else that is not JSON, or a
 * failed request, is a RuntimeConfigError naming the file.
 */
export async function fetchRuntimeConfig(url: string, fetcher: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`${url} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new RuntimeConfigError(`${url} could not be loaded: the server answered ${response.status}.`);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return null;
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON.`);
  }
}
