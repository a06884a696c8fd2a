// A small static server for the benchmark: serves a build directory on 127.0.0.1 with gzip for text
// files, long-lived caching for hashed assets, no caching for index.html, and the SPA fallback (a path
// without a file extension gets index.html; a missing file with an extension is a 404).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzip as gzipBody } from './lib/build-size.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** Starts serving `root` on 127.0.0.1:`port`; resolves to the http.Server once it listens. */
export function serve(root, port) {
  const base = resolve(root);
  const cache = new Map();
  async function load(file) {
    if (!cache.has(file)) {
      const body = await readFile(file);
      const ext = extname(file);
      cache.set(file, { body, gzip: COMPRESSIBLE.has(ext) ? gzipBody(body) : null, ext });
    }
    return cache.get(file);
  }
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isDirectory()) file = join(file, 'index.html');
      else if (!info) {
        if (extname(path) !== '') {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        file = join(base, 'index.html');
      }
      const { body, gzip, ext } = await load(file);
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': file.includes(`${join(base, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const payload = gzip && wantsGzip ? gzip : body;
      if (gzip && wantsGzip) headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = payload.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}
