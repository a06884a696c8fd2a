import { shouldSearch } from './search-rule';

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
