import { besideIndex, routerBasename } from './base-path';

describe('routerBasename', () => {
  it.each([
    ['/', '/'],
    ['/rima/', '/rima'],
    ['/some/path/', '/some/path'],
    ['/rima', '/rima'],
  ])('turns the base %j into the router basename %j', (base, basename) => {
    expect(routerBasename(base)).toBe(basename);
  });
});

describe('besideIndex', () => {
  it.each([
    ['/', '/config.json'],
    ['/rima/', '/rima/config.json'],
    ['/rima', '/rima/config.json'],
  ])('puts config.json under the base %j at %j', (base, url) => {
    expect(besideIndex(base, 'config.json')).toBe(url);
  });
});
