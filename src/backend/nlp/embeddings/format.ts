/**
 * The word-vector table's binary format (written by scripts/build-word-vectors.mjs), little-endian:
 *
 *   bytes 0-3    "RWV1"
 *   bytes 4-7    uint32 number of words (n)
 *   bytes 8-11   uint32 dimensions (d)
 *   bytes 12-15  uint32 byte length of the word list (w)
 *   16 ..        the words, UTF-8, one per line ("\n" between), padded with zeros to a multiple of 4
 *   then         float32[n]: each word's scale
 *   then         int8[n * d]: each word's values; value = int8 * scale (8 bits per dimension)
 *
 * Decoding checks every length against the buffer, so a truncated or corrupt download is an error,
 * never a table with wrong vectors.
 */

export type WordTable = {
  dimensions: number;
  /** word -> row */
  rows: Map<string, number>;
  words: string[];
  scales: Float32Array;
  values: Int8Array;
};

export class CorruptTableError extends Error {
  constructor(message: string) {
    super(`The word-vector table is corrupt: ${message}.`);
    this.name = 'CorruptTableError';
  }
}

const MAGIC = 'RWV1';
const HEADER_BYTES = 16;

export function decodeTable(buffer: ArrayBuffer): WordTable {
  if (buffer.byteLength < HEADER_BYTES) throw new CorruptTableError('too short');
  const view = new DataView(buffer);
  const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
  if (magic !== MAGIC) throw new CorruptTableError('not a word-vector table');
  const count = view.getUint32(4, true);
  const dimensions = view.getUint32(8, true);
  const wordBytes = view.getUint32(12, true);
  if (count === 0 || dimensions === 0 || dimensions > 1024) throw new CorruptTableError('bad header');
  const scalesAt = HEADER_BYTES + Math.ceil(wordBytes / 4) * 4;
  const valuesAt = scalesAt + count * 4;
  if (buffer.byteLength !== valuesAt + count * dimensions) throw new CorruptTableError('truncated or padded');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(buffer, HEADER_BYTES, wordBytes));
  } catch {
    throw new CorruptTableError('the word list is not UTF-8');
  }
  const words = text.split('\n');
  if (words.length !== count) throw new CorruptTableError('the word list does not match the count');
  const scales = new Float32Array(buffer, scalesAt, count);
  if (!scales.every((s) => Number.isFinite(s) && s > 0)) throw new CorruptTableError('bad scales');
  const rows = new Map<string, number>();
  words.forEach((word, i) => rows.set(word, i));
  return { dimensions, rows, words, scales, values: new Int8Array(buffer, valuesAt, count * dimensions) };
}

/** The vector of a table row, dequantised. */
export function rowVector(table: WordTable, row: number): Float32Array {
  const d = table.dimensions;
  const scale = table.scales[row] ?? 0;
  const out = new Float32Array(d);
  const at = row * d;
  for (let i = 0; i < d; i += 1) out[i] = (table.values[at + i] ?? 0) * scale;
  return out;
}

/**
 * Quantises vectors into a table buffer, exactly as the build script does (tests and the script agree
 * on the format through this function's round trip).
 */
export function encodeTable(entries: readonly { word: string; values: readonly number[] }[], dimensions: number): ArrayBuffer {
  const wordBytes = new TextEncoder().encode(entries.map((e) => e.word).join('\n'));
  const scalesAt = HEADER_BYTES + Math.ceil(wordBytes.length / 4) * 4;
  const valuesAt = scalesAt + entries.length * 4;
  const buffer = new ArrayBuffer(valuesAt + entries.length * dimensions);
  const view = new DataView(buffer);
  [...MAGIC].forEach((c, i) => view.setUint8(i, c.charCodeAt(0)));
  view.setUint32(4, entries.length, true);
  view.setUint32(8, dimensions, true);
  view.setUint32(12, wordBytes.length, true);
  new Uint8Array(buffer, HEADER_BYTES, wordBytes.length).set(wordBytes);
  entries.forEach(({ values }, i) => {
    const max = Math.max(...values.map(Math.abs));
    const scale = Math.fround(max > 0 ? max / 127 : 1);
    view.setFloat32(scalesAt + i * 4, scale, true);
    values.forEach((v, d) => view.setInt8(valuesAt + i * dimensions + d, Math.round(v / scale)));
  });
  return buffer;
}
