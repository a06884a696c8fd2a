import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

/** Runs scripts/e2e.mjs without building, with the given environment; resolves with its exit code and output. */
function runE2eScript(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/e2e.mjs', '--list'], {
      env: { ...process.env, E2E_SKIP_BUILD: '1', CHROMIUM_PATH: process.execPath, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

let occupied: Server | null = null;
afterEach(() => {
  occupied?.close();
  occupied = null;
});

describe('scripts/e2e.mjs port choice', () => {
  it('fails with one line naming E2E_PORT when the given port is taken, before starting Playwright', async () => {
    const { server, port } = await listen();
    occupied = server;
    const result = await runE2eScript({ E2E_PORT: String(port) });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('E2E_PORT');
    expect(lines[0]).toContain(String(port));
    expect(result.stdout + result.stderr).not.toMatch(/reuseExistingServer/);
  }, 30_000);

  it('without E2E_PORT picks a free port (not the fixed 4173) and runs Playwright with it', async () => {
    // `playwright test --list` reads the config (which reads E2E_PORT) and lists the tests without a server.
    const result = await runE2eScript({ E2E_PORT: '' });
    expect(result.code).toBe(0);
    const port = Number(/listens on 127\.0\.0\.1:(\d+)/.exec(result.stdout)?.[1]);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(4173);
    expect(result.stdout).toMatch(/Total: \d+ tests? in \d+ files?/);
  }, 60_000);
});

describe('scripts/deploy-test.mjs port choice', () => {
  /** Runs the deployment test with stand-ins for Chromium and nginx (it stops before using them). */
  function runDeployScript(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/deploy-test.mjs'], {
        env: { ...process.env, CHROMIUM_PATH: process.execPath, NGINX_PATH: process.execPath, ...env },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  }

  it.each([
    ['DEPLOY_PORT itself', 0],
    ['the port after DEPLOY_PORT (the sub-path site)', 1],
  ])('fails with one line naming DEPLOY_PORT when %s is taken, before building', async (_what, offset) => {
    const { server, port } = await listen();
    occupied = server;
    const result = await runDeployScript({ DEPLOY_PORT: String(port - offset) });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DEPLOY_PORT');
    expect(lines[0]).toContain(`port ${port} `);
  }, 30_000);
});
