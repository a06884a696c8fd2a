import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { readEnv } from './env';

const EXAMPLE = new URL('../../.env.example', import.meta.url);

describe('.env.example', () => {
  it('copied to .env as it is, gives the standalone build (every variable is left commented out)', () => {
    const variables = parseEnv(readFileSync(EXAMPLE, 'utf8'));
    expect(Object.keys(variables)).toEqual([]);
    expect(readEnv(variables, 'http://localhost:5173').demoMode).toBe(true);
  });

  it('names every variable the app reads, as a commented example', () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    for (const name of ['VITE_API_URL', 'VITE_CONFERENCE_API_URL', 'VITE_API_DOCS_URL']) {
      expect(text).toMatch(new RegExp(`^# ${name}=https?://`, 'm'));
    }
  });
});
