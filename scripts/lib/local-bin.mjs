import { fileURLToPath } from 'node:url';

/**
 * The path of a command this package installs (node_modules/.bin), for spawning it directly: `npx`
 * first loads npm and its configuration, about 0.8 s of CPU per command on CI's two cores.
 */
export function localBin(name) {
  return fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
}
