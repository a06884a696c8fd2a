import { parseId } from './id';

describe('parseId()', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
  ])('reads %j as %j', (param, id) => {
    expect(parseId(param)).toBe(id);
  });

  it.each([undefined, null, '', '0', '-3', '1.5', '1e3', ' 4', '4/', 'abc', '9007199254740993'])('rejects %j', (param) => {
    expect(parseId(param)).toBeNull();
  });
});
