/**
 * Tests (MSW in Node): the word-vector table answered from the repository's file at the URL the
 * built-in backend fetches it from, as a browser gets it from the server. A test replaces this
 * handler (`server.use`) to make the download fail.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import tableUrl from './word-vectors.bin?url';

let bytes: Buffer | null = null;

/** The committed table's bytes (read once). */
export function wordVectorFile(): ArrayBuffer {
  bytes ??= readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'word-vectors.bin'));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The table's URL as the page resolves it. */
export const WORD_VECTORS_URL = new URL(tableUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href).href;

export const wordVectorFileHandler = http.get(WORD_VECTORS_URL, () =>
  HttpResponse.arrayBuffer(wordVectorFile(), { headers: { 'Content-Type': 'application/octet-stream' } }),
);
