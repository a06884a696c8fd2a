/**
 * The dom project's first setup file. Its files run in VM contexts (pool 'vmForks' in vite.config.ts),
 * whose globals are jsdom's window and what Vitest copies into it, which leaves out Node's web streams:
 * msw's server-sent events module builds on WritableStream when it loads. Node's own classes fill in
 * what the context lacks (nothing is replaced).
 */
import * as webStreams from 'node:stream/web';

const STREAM_GLOBALS = ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream', 'ByteLengthQueuingStrategy', 'CountQueuingStrategy'] as const;

for (const name of STREAM_GLOBALS) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: webStreams[name], writable: true, configurable: true });
}
