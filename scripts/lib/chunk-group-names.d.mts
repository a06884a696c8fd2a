// Types of chunk-group-names.mjs for the TypeScript that imports it.
export declare const CHUNK_GROUPS: readonly ['vendor', 'start', 'auth-forms', 'demo-body', 'app-layout', 'demo-shared'];
export declare const DEMO_ONLY_GROUPS: readonly (typeof CHUNK_GROUPS)[number][];
