import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzip, gzipSize, kib, manifestClosure } from './build-size.mjs';

describe('build sizes', () => {
  it('writes bytes as KiB with one decimal', () => {
    expect(kib(0)).toBe('0.0');
    expect(kib(1024)).toBe('1.0');
    expect(kib(1536)).toBe('1.5');
    expect(kib(250 * 1024 + 51)).toBe('250.0');
  });

  it('sizes a body as its gzip, which unpacks to the body', () => {
    const body = Buffer.from('export const answer = 42;\n'.repeat(200));
    expect(gunzipSync(gzip(body)).equals(body)).toBe(true);
    expect(gzipSize(body)).toBe(gzip(body).length);
    expect(gzipSize(body)).toBeLessThan(body.length / 10);
  });

  it('follows static imports only, each chunk once, and skips keys the manifest lacks', () => {
    const manifest = {
      'src/main.tsx': { imports: ['_vendor.js', '_start.js'] },
      '_start.js': { imports: ['_vendor.js'] },
      '_vendor.js': {},
      'src/lazy.tsx': { imports: ['_vendor.js'] },
    };
    expect([...manifestClosure(manifest, ['src/main.tsx', 'missing'])].sort()).toEqual(['_start.js', '_vendor.js', 'src/main.tsx']);
  });
});
