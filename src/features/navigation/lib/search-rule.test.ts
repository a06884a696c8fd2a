import { isSendableQuery, MAX_SUGGESTIONS, shouldSearch, suggestionsFor, termAfter } from './search-rule';

describe('shouldSearch', () => {
  it.each([
    ['', false],
    ['a', false],
    ['ad', true],
    ['ada', false],
    ['adal', true],
    ['  ', false],
    ['ada l', false],
    ['ada lo', true],
  ])('%j -> %s', (query, expected) => {
    expect(shouldSearch(query)).toBe(expected);
  });
});

describe('isSendableQuery', () => {
  it.each([
    ['..', false],
    ['....', false],
    [' .. ', false],
    ['a.', true],
    ['a/b?', true],
  ])('%j -> %s', (query, expected) => {
    expect(isSendableQuery(query)).toBe(expected);
  });
});

describe('termAfter', () => {
  it('fires the typed text when the rule allows it, trimmed', () => {
    expect(termAfter('Ma', '')).toBe('Ma');
    expect(termAfter('Mateo ', 'Ma')).toBe('Mateo');
  });

  it('keeps the query that stood for text that does not fire', () => {
    expect(termAfter('Mat', 'Ma')).toBe('Ma');
    expect(termAfter('..', 'Ma')).toBe('Ma');
  });

  it('drops the query under two characters', () => {
    expect(termAfter('M', 'Ma')).toBe('');
    expect(termAfter(' a ', 'Ma')).toBe('');
  });
});

describe('suggestionsFor', () => {
  const user = (id: number, first_name: string, last_name: string) => ({ id, first_name, last_name, email: `${first_name.toLowerCase()}@example.org` });
  const lena = user(1, 'Lena', 'Hoffmann');
  const mateo = user(2, 'Mateo', 'Alvarez');
  const marta = user(3, 'Marta', 'Lopez');

  it('never suggests the signed-in user', () => {
    expect(suggestionsFor('Ma', 'Ma', [lena, mateo, marta], 1)).toEqual({ kind: 'list', users: [mateo, marta], total: 2 });
  });

  it('narrows the earlier answer while the typed text extends the fired query', () => {
    expect(suggestionsFor('Mat', 'Ma', [lena, mateo, marta], 1)).toEqual({ kind: 'list', users: [mateo], total: 1 });
  });

  it('shows no stale suggestions for text that does not extend the fired query', () => {
    expect(suggestionsFor('Len', 'Mate', [mateo], 1)).toEqual({ kind: 'type-more' });
    expect(suggestionsFor('Mat', 'Mate', [mateo], 1)).toEqual({ kind: 'type-more' });
  });

  it('is idle under two characters', () => {
    expect(suggestionsFor('M', '', undefined, 1)).toEqual({ kind: 'idle' });
  });

  it(`lists at most ${MAX_SUGGESTIONS} and counts the rest`, () => {
    const many = Array.from({ length: 30 }, (_, i) => user(100 + i, `Max${i}`, 'Muster'));
    const result = suggestionsFor('Ma', 'Ma', many, 1);
    expect(result).toMatchObject({ kind: 'list', total: 30 });
    expect(result.kind === 'list' ? result.users : []).toHaveLength(MAX_SUGGESTIONS);
  });
});
