import { parseUserId } from './user-id';

describe('parseUserId()', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
  ])('reads %j as %j', (param, id) => {
    expect(parseUserId(param)).toBe(id);
  });

  it.each([undefined, '', '0', '-3', '1.5', '1e3', ' 4', '4/', 'abc', '9007199254740993'])('rejects %j', (param) => {
    expect(parseUserId(param)).toBeNull();
  });
});
