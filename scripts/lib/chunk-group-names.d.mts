// Types of chunk-group-names.mjs for the TypeScript that imports it.
export declare const CHUNK_GROUPS: readonly ['vendor', 'start', 'auth-forms', 'register-shared', 'demo-body', 'app-layout'];
export declare const DEMO_ONLY_GROUPS: readonly (typeof CHUNK_GROUPS)[number][];
