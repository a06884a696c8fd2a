/** The path of a command this package installs (node_modules/.bin), for spawning it without npx. */
export function localBin(name: string): string;
