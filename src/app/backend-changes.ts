import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { backendChanges } from '@/lib/backend-changes';

/** Tables whose change only moves an import or a background task on. */
const IMPORT_TABLES: ReadonlySet<string> = new Set(['liveImports', 'imports', 'jobs', 'pendingInterests']);
/** What an import's progress shows: its progress, the import status, the profile's counts. */
const IMPORT_KEYS: ReadonlySet<unknown> = new Set(['standalone', 'accounts', 'profile']);
/** Answers that no table of the state gives (the conference corpora, the server's features). */
const NOT_FROM_TABLES: ReadonlySet<unknown> = new Set(['conference', 'lak-corpus', 'feature-probe']);

/** Whether a query shows something of the changed tables ('meta' alone, the sign-in counters, shows nowhere). */
export function showsChange(queryKey: QueryKey, tables: readonly string[]): boolean {
  const root = queryKey[0];
  if (NOT_FROM_TABLES.has(root)) return false;
  const shown = tables.filter((table) => table !== 'meta');
  if (shown.length === 0) return false;
  return shown.every((table) => IMPORT_TABLES.has(table)) ? IMPORT_KEYS.has(root) : true;
}

/** The refresh comes this long after a change, and at most once in `spacingMs` (an import writes often). */
const DELAY_MS = 100;
const SPACING_MS = 1000;

/**
 * Refreshes the queries that show what another tab (or a background task) changed, within about a
 * second: changes that come close together make one refresh. Returns the unsubscribe.
 */
export function followBackendChanges(client: QueryClient): () => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = -Infinity;
  const refresh = () => {
    timer = null;
    last = Date.now();
    const tables = [...pending];
    pending = new Set();
    void client.invalidateQueries({ predicate: (query) => showsChange(query.queryKey, tables) });
  };
  const unsubscribe = backendChanges.subscribe((tables) => {
    tables.forEach((table) => pending.add(table));
    timer ??= setTimeout(refresh, Math.max(DELAY_MS, last + SPACING_MS - Date.now()));
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
