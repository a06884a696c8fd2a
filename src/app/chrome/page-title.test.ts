import { documentTitle } from './page-title';

describe('documentTitle', () => {
  it('names the deepest titled route, then the app', () => {
    expect(documentTitle([{ handle: undefined }, { handle: { title: 'Section' } }, { handle: { title: 'My Publications' } }])).toBe('My Publications · RIMA');
  });

  it('skips routes without a title', () => {
    expect(documentTitle([{ handle: { title: 'Topic Trends' } }, { handle: {} }, { handle: null }])).toBe('Topic Trends · RIMA');
  });

  it('falls back to the app name', () => {
    expect(documentTitle([])).toBe('RIMA');
    expect(documentTitle([{ handle: { title: 42 } }])).toBe('RIMA');
  });
});
