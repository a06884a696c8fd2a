// Types of build-size.mjs for the TypeScript that imports it (its test).
export declare const KIB: number;
export declare function kib(bytes: number): string;
export declare function gzip(body: Buffer | string): Buffer;
export declare function gzipSize(body: Buffer | string): number;
export declare function buildWithManifest(outDir: string, env: Record<string, string>): void;
export declare function manifestClosure(manifest: Record<string, { imports?: string[] }>, keys: readonly (string | undefined)[]): Set<string>;
