// Deployment test: builds the app as an operator would (a build for a backend at /, the demo build
// under /rima/), configures both with deploy/configure.sh, serves them with Debian's nginx and the
// repository's configuration on loopback, and drives Chromium against them (tests/deploy/).
// Without nginx or Chromium it says so in one line and skips, unless E2E_REQUIRED=1 (then it fails).
// Ports: DEPLOY_PORT (it and the next must be free) serves the backend build, DEPLOY_PORT + 1 the
// sub-path; without DEPLOY_PORT, two free ports.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { localBin } from './lib/local-bin.mjs';
import { bind, portFromEnv } from './lib/ports.mjs';
import { testChromium } from './lib/test-browser.mjs';

const chromium = testChromium();
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
for (const [what, path, hint] of [
  ['Chromium', chromium, "install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH"],
  ['nginx', nginx, "install Debian's nginx or set NGINX_PATH"],
]) {
  if (existsSync(path)) continue;
  const line = `Deployment tests skipped: no ${what} at ${path} (${hint}).`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${line} E2E_REQUIRED=1, so this is a failure.`);
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}

const given = process.env.DEPLOY_PORT !== undefined && process.env.DEPLOY_PORT !== '';
const apiPort = await portFromEnv('DEPLOY_PORT', 'Deployment test', 1);
let subPort = given ? apiPort + 1 : null;
for (let tries = 0; !given && (subPort === null || subPort === apiPort) && tries < 5; tries += 1) subPort = await bind(0);
if (subPort === null || subPort === apiPort) {
  console.error('Deployment test: no second free port on 127.0.0.1; set DEPLOY_PORT to a free port (it and the next).');
  process.exit(1);
}
const work = resolve(`${process.env.E2E_OUT_DIR ?? 'dist'}-nginx`);
rmSync(work, { recursive: true, force: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`deployment test: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** One site: a build, its config.json and server block from deploy/configure.sh, its own nginx. */
function site(name, { base, port, buildEnv, configEnv }) {
  const dir = join(work, name);
  const root = join(dir, 'html');
  run(localBin('vite'), ['build', '--logLevel', 'warn', '--base', base, '--outDir', join(root, base)], {
    VITE_API_URL: '',
    VITE_CONFERENCE_API_URL: '',
    VITE_API_DOCS_URL: '',
    ...buildEnv,
  });
  run('sh', ['deploy/configure.sh'], {
    RIMA_BASE_PATH: base,
    RIMA_HTML_ROOT: root,
    RIMA_LISTEN: `127.0.0.1:${port}`,
    RIMA_NGINX_TEMPLATE: 'deploy/nginx/rima.conf.template',
    RIMA_NGINX_CONF: join(dir, 'rima.conf'),
    ...configEnv,
  });
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'tmp', temp), { recursive: true });
  // The http block of a stock nginx.conf, with every writable path inside `dir` (no root needed).
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${join(dir, 'tmp/body')};
  proxy_temp_path ${join(dir, 'tmp/proxy')};
  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};
  scgi_temp_path ${join(dir, 'tmp/scgi')};
  include ${join(dir, 'rima.conf')};
}
`,
  );
  run(nginx, ['-t', '-q', '-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')]);
  const child = spawn(nginx, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  return { child, root };
}

const API_URL = 'http://api.rima.test';
const sites = [
  site('api', {
    base: '/',
    port: apiPort,
    // The build-time default is replaced by the backend the operator names at start-up.
    buildEnv: { VITE_API_URL: 'http://build-default.rima.test' },
    configEnv: { RIMA_API_URL: API_URL, RIMA_API_DOCS_URL: 'https://docs.rima.test/api/' },
  }),
  site('subpath', { base: '/rima/', port: subPort, buildEnv: {}, configEnv: { RIMA_API_URL: '' } }),
];
// A service worker as a demo build on this origin would have left one (a backend build ships none).
writeFileSync(join(sites[0].root, 'leftover-worker.js'), "self.addEventListener('fetch', () => undefined);\n");

function stop() {
  for (const { child } of sites) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const result = spawnSync(localBin('playwright'), ['test', '--config', 'playwright.deploy.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    DEPLOY_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    DEPLOY_SUBPATH_ORIGIN: `http://127.0.0.1:${subPort}`,
    DEPLOY_API_URL: API_URL,
    DEPLOY_WORK_DIR: work,
  },
});
stop();
process.exit(result.status ?? 1);
