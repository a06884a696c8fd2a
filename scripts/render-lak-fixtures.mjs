#!/usr/bin/env node
/**
 * Renders the Venn-style PNG images the mock conference backend answers with (api-contract 6.14,
 * 6.15, 6.25) and writes them to src/mocks/lak/fixtures/ together with a generated TypeScript
 * module holding them as base64 strings. Run: node scripts/render-lak-fixtures.mjs
 * Uses only node's zlib: an 8-bit palette PNG with two overlapping circles and 5x7 bitmap labels.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src', 'mocks', 'lak', 'fixtures');

const WIDTH = 320;
const HEIGHT = 200;
// palette: background, left only, right only, overlap, text, outline
const PALETTE = [
  [255, 255, 255],
  [158, 202, 225],
  [253, 208, 162],
  [188, 189, 220],
  [33, 37, 41],
  [99, 110, 114],
];
const [BG, LEFT, RIGHT, BOTH, TEXT, OUTLINE] = [0, 1, 2, 3, 4, 5];

const GLYPHS = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  2: ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

function canvas() {
  return new Uint8Array(WIDTH * HEIGHT).fill(BG);
}

function drawVenn(pixels) {
  const circles = [
    { x: 128, y: 112, r: 62 },
    { x: 192, y: 112, r: 62 },
  ];
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const d = circles.map((c) => Math.hypot(x - c.x, y - c.y) - c.r);
      const inLeft = d[0] <= 0;
      const inRight = d[1] <= 0;
      let colour = BG;
      if (inLeft && inRight) colour = BOTH;
      else if (inLeft) colour = LEFT;
      else if (inRight) colour = RIGHT;
      if (d.some((distance) => Math.abs(distance) < 1)) colour = OUTLINE;
      pixels[y * WIDTH + x] = colour;
    }
  }
}

function textWidth(text, scale) {
  return text.length * 6 * scale - scale;
}

function drawText(pixels, text, centreX, top, scale) {
  let left = Math.round(centreX - textWidth(text, scale) / 2);
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no glyph for ${char}`);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let sy = 0; sy < scale; sy += 1) {
          for (let sx = 0; sx < scale; sx += 1) {
            const x = left + gx * scale + sx;
            const y = top + gy * scale + sy;
            if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = TEXT;
          }
        }
      });
    });
    left += 6 * scale;
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodePng(pixels) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(WIDTH, 0);
  ihdr.writeUInt32BE(HEIGHT, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // palette
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const raw = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    raw[y * (WIDTH + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(PALETTE.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function render({ title, left, middle, right }) {
  const pixels = canvas();
  drawVenn(pixels);
  drawText(pixels, title, WIDTH / 2, 14, 2);
  drawText(pixels, middle, WIDTH / 2, 109, 1);
  drawText(pixels, left, 96, 182, 1);
  drawText(pixels, right, 224, 182, 1);
  return encodePng(pixels);
}

const IMAGES = [
  { constant: 'COMMON_TOPICS_PNG', file: 'common-topics.png', title: 'COMMON TOPICS', left: 'YEAR 1', middle: 'COMMON', right: 'YEAR 2', doc: 'commontopics/{year1}/{year2} (6.14)' },
  { constant: 'COMMON_KEYWORDS_PNG', file: 'common-keywords.png', title: 'COMMON KEYWORDS', left: 'YEAR 1', middle: 'COMMON', right: 'YEAR 2', doc: 'commonkeys/{year1}/{year2} (6.15)' },
  { constant: 'RESEARCHER_TOPICS_PNG', file: 'researcher-topics.png', title: 'RESEARCHER VS LAK', left: 'RESEARCHER', middle: 'TOPICS', right: 'CONFERENCE', doc: 'authorconfcomparison/topic/{author}/{year} (6.25)' },
  { constant: 'RESEARCHER_KEYWORDS_PNG', file: 'researcher-keywords.png', title: 'RESEARCHER VS LAK', left: 'RESEARCHER', middle: 'KEYWORDS', right: 'CONFERENCE', doc: 'authorconfcomparison/key/{author}/{year} (6.25)' },
];

mkdirSync(outDir, { recursive: true });
const lines = [
  '/**',
  ' * Venn images of the mock conference backend as base64 PNG strings (no data: prefix, as the server sends them).',
  ' * Generated by scripts/render-lak-fixtures.mjs from the PNG files next to this module; do not edit by hand.',
  ' */',
];
for (const image of IMAGES) {
  const png = render(image);
  writeFileSync(join(outDir, image.file), png);
  lines.push('', `/** ${image.file}: answer of ${image.doc} */`, `export const ${image.constant} =`, `  '${png.toString('base64')}';`);
  console.log(`${image.file}: ${png.length} bytes`);
}
writeFileSync(join(outDir, 'venn-images.ts'), `${lines.join('\n')}\n`);
