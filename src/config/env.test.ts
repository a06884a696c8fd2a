import { ConfigError, configure, env, parseRuntimeConfig, readEnv } from './env';

const PAGE = 'http://localhost:5173';

/** Calls readEnv and returns the ConfigError it throws. */
function configError(raw: Parameters<typeof readEnv>[0]): ConfigError {
  try {
    readEnv(raw, PAGE);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    if (error instanceof ConfigError) return error;
  }
  throw new Error('expected readEnv to throw a ConfigError');
}

describe('readEnv', () => {
  it('runs in demo mode on the page origin when nothing is set', () => {
    expect(readEnv({}, PAGE)).toEqual({
      demoMode: true,
      apiUrl: 'http://localhost:5173',
      conferenceApiUrl: 'http://localhost:5173/api/interests/',
      apiDocsUrl: 'http://localhost:5173/api.html',
    });
  });

  it('links the standalone build\'s API description beside index.html, under the base path', () => {
    expect(readEnv({}, PAGE, '/rima/').apiDocsUrl).toBe('http://localhost:5173/rima/api.html');
  });

  it('trims a trailing slash from the fallback origin', () => {
    expect(readEnv({}, 'http://localhost:5173/')).toMatchObject({
      apiUrl: 'http://localhost:5173',
      conferenceApiUrl: 'http://localhost:5173/api/interests/',
    });
  });

  it.each(['', '   '])('treats VITE_API_URL=%j as unset (demo mode)', (value) => {
    expect(readEnv({ VITE_API_URL: value, VITE_CONFERENCE_API_URL: value, VITE_API_DOCS_URL: value }, PAGE)).toEqual({
      demoMode: true,
      apiUrl: PAGE,
      conferenceApiUrl: `${PAGE}/api/interests/`,
      apiDocsUrl: `${PAGE}/api.html`,
    });
  });

  it('uses VITE_API_URL for every default when it is set', () => {
    expect(readEnv({ VITE_API_URL: 'http://127.0.0.1:8000' }, PAGE)).toEqual({
      demoMode: false,
      apiUrl: 'http://127.0.0.1:8000',
      conferenceApiUrl: 'http://127.0.0.1:8000/api/interests/',
      apiDocsUrl: 'http://127.0.0.1:8000/docs/',
    });
  });

  it.each(['https://rima.example.org/', 'https://rima.example.org///', '  https://rima.example.org/  '])(
    'trims whitespace and trailing slashes from VITE_API_URL=%j',
    (value) => {
      expect(readEnv({ VITE_API_URL: value }, PAGE)).toMatchObject({
        demoMode: false,
        apiUrl: 'https://rima.example.org',
        conferenceApiUrl: 'https://rima.example.org/api/interests/',
        apiDocsUrl: 'https://rima.example.org/docs/',
      });
    },
  );

  it('keeps a path prefix of VITE_API_URL', () => {
    expect(readEnv({ VITE_API_URL: 'https://example.org/rima/' }, PAGE)).toMatchObject({
      apiUrl: 'https://example.org/rima',
      conferenceApiUrl: 'https://example.org/rima/api/interests/',
    });
  });

  it.each(['http://lak.example.org/api/interests', 'http://lak.example.org/api/interests/', 'http://lak.example.org/api/interests//'])(
    'ends an explicit VITE_CONFERENCE_API_URL=%j with exactly one slash',
    (value) => {
      const result = readEnv({ VITE_API_URL: 'http://127.0.0.1:8000', VITE_CONFERENCE_API_URL: value }, PAGE);
      expect(result.conferenceApiUrl).toBe('http://lak.example.org/api/interests/');
      expect(result.apiUrl).toBe('http://127.0.0.1:8000');
    },
  );

  it('uses an explicit conference URL in demo mode too', () => {
    expect(readEnv({ VITE_CONFERENCE_API_URL: 'https://lak.example.org/api/interests/' }, PAGE)).toMatchObject({
      demoMode: true,
      apiUrl: PAGE,
      conferenceApiUrl: 'https://lak.example.org/api/interests/',
    });
  });

  it('uses an explicit VITE_API_DOCS_URL as given', () => {
    expect(readEnv({ VITE_API_URL: 'http://127.0.0.1:8000', VITE_API_DOCS_URL: 'https://docs.example.org/rima' }, PAGE).apiDocsUrl).toBe(
      'https://docs.example.org/rima',
    );
  });

  it('gives the same docs link when VITE_API_DOCS_URL spells out the default', () => {
    const explicit = readEnv({ VITE_API_URL: 'http://127.0.0.1:8000', VITE_API_DOCS_URL: 'http://127.0.0.1:8000/docs/' }, PAGE);
    const implicit = readEnv({ VITE_API_URL: 'http://127.0.0.1:8000' }, PAGE);
    expect(explicit.apiDocsUrl).toBe('http://127.0.0.1:8000/docs/');
    expect(explicit.apiDocsUrl).toBe(implicit.apiDocsUrl);
  });

  it.each([
    ['VITE_API_URL', 'not a url'],
    ['VITE_API_URL', 'ftp://x'],
    ['VITE_API_URL', '127.0.0.1:8000'],
    ['VITE_API_URL', 'localhost'],
    ['VITE_CONFERENCE_API_URL', 'not a url'],
    ['VITE_CONFERENCE_API_URL', 'ftp://lak.example.org/'],
    ['VITE_API_DOCS_URL', 'javascript:alert(1)'],
    ['VITE_API_DOCS_URL', 'docs'],
  ] as const)('rejects %s=%j with a ConfigError naming the variable', (name, value) => {
    const raw = { VITE_API_URL: 'http://127.0.0.1:8000', [name]: value };
    const error = configError(raw);
    expect(error.name).toBe('ConfigError');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`${name} must be an http(s) URL such as http://127.0.0.1:8000, got "${value}".`);
  });
});

describe('env (the values the test run starts with)', () => {
  it('reads VITE_API_URL=http://api.test from the test configuration', () => {
    expect(env).toEqual({
      demoMode: false,
      apiUrl: 'http://api.test',
      conferenceApiUrl: 'http://api.test/api/interests/',
      apiDocsUrl: 'http://api.test/docs/',
    });
  });
});

describe('configure (config.json over the VITE_* build-time defaults)', () => {
  const built = { VITE_API_URL: 'http://127.0.0.1:8000' };

  it('uses the build-time defaults when config.json sets nothing', () => {
    expect(configure(built, {}, PAGE)).toEqual(readEnv(built, PAGE));
  });

  it('takes the backend from config.json and derives the conference API and docs link from it', () => {
    expect(configure(built, { apiUrl: 'https://rima.example.org/' }, PAGE)).toEqual({
      demoMode: false,
      apiUrl: 'https://rima.example.org',
      conferenceApiUrl: 'https://rima.example.org/api/interests/',
      apiDocsUrl: 'https://rima.example.org/docs/',
    });
  });

  it('replaces each build-time variable only where config.json sets the key', () => {
    const result = configure(
      { ...built, VITE_CONFERENCE_API_URL: 'http://lak.build.example/api/interests', VITE_API_DOCS_URL: 'http://docs.build.example/' },
      { apiDocsUrl: 'https://docs.example.org/rima', conferenceApiUrl: '  ' },
      PAGE,
    );
    expect(result).toEqual({
      demoMode: false,
      apiUrl: 'http://127.0.0.1:8000',
      conferenceApiUrl: 'http://lak.build.example/api/interests/',
      apiDocsUrl: 'https://docs.example.org/rima',
    });
  });

  it('ignores config.json in a demo build (demo mode is a build of its own)', () => {
    expect(configure({}, { apiUrl: 'https://rima.example.org' }, PAGE)).toEqual(readEnv({}, PAGE));
  });

  it.each([
    ['apiUrl', 'rima.example.org'],
    ['conferenceApiUrl', 'ftp://lak.example.org/'],
    ['apiDocsUrl', 'javascript:alert(1)'],
  ] as const)('rejects config.json "%s"=%j with a ConfigError naming the file and key', (key, value) => {
    expect(() => configure(built, { [key]: value }, PAGE)).toThrow(
      new ConfigError(`config.json "${key}" must be an http(s) URL such as http://127.0.0.1:8000, got "${value}".`),
    );
  });
});

describe('parseRuntimeConfig', () => {
  it('reads no file (null) as no overrides', () => {
    expect(parseRuntimeConfig(null)).toEqual({});
  });

  it('keeps the three known keys', () => {
    const config = { apiUrl: 'https://a.example', conferenceApiUrl: 'https://b.example/', apiDocsUrl: 'https://c.example/docs' };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it.each([
    [[], ''],
    ['https://a.example', ''],
    [{ apiURL: 'https://a.example' }, ''],
    [{ apiUrl: 8000 }, ' (at "apiUrl")'],
  ])('rejects %j with a ConfigError saying what config.json must hold', (value, where) => {
    let caught: unknown;
    try {
      parseRuntimeConfig(value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect(caught instanceof Error ? caught.message : '').toMatch(
      `config.json must be a JSON object with the optional string keys apiUrl, conferenceApiUrl and apiDocsUrl${where}: `,
    );
  });
});
