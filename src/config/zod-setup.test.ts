import { spawnSync } from 'node:child_process';
import { config } from 'zod/v4/core';
import './zod-setup';

describe('zod setup', () => {
  it('turns off the compiled (eval) fast path in the configuration a loaded zod reads', () => {
    expect(config().jitless).toBe(true);
  });

  it('relies on zod adopting the configuration object it finds on globalThis when it loads after it (as in the app)', () => {
    const script = "globalThis.__zod_globalConfig = { jitless: true }; const { config } = await import('zod/v4/core'); console.log(String(config().jitless));";
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' });
    expect(result.stdout.trim()).toBe('true');
  });
});
