import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

const marked = (text: string, phrases: string[]) =>
  highlight(text, phrases)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlight', () => {
  it('marks a phrase case-insensitively and keeps every character of the text in order', () => {
    const text = 'We study Learning Analytics in schools. learning analytics helps.';
    const segments = highlight(text, ['learning analytics']);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments).toEqual([
      { text: 'We study ', match: false },
      { text: 'Learning Analytics', match: true, phrase: 'learning analytics' },
      { text: ' in schools. ', match: false },
      { text: 'learning analytics', match: true, phrase: 'learning analytics' },
      { text: ' helps.', match: false },
    ]);
  });

  it('matches another form of a word by its stem', () => {
    expect(marked('Teachers used dashboards; the dashboard was visualized.', ['dashboard', 'visualization'])).toEqual(['dashboards', 'dashboard', 'visualized']);
  });

  it('joins the words of a phrase across hyphens and line breaks but not across punctuation', () => {
    expect(marked('Learning-analytics and learning\nanalytics, not learning. Analytics', ['learning analytics'])).toEqual(['Learning-analytics', 'learning\nanalytics']);
  });

  it('prefers the longest phrase where phrases overlap', () => {
    expect(marked('massive open online courses and online courses', ['online courses', 'massive open online courses', 'online'])).toEqual(['massive open online courses', 'online courses']);
  });

  it('marks whole words only', () => {
    expect(marked('analyticsplatform and reanalytics', ['analytics'])).toEqual([]);
  });

  it('leaves markup in the text and in the phrases as plain text', () => {
    const segments = highlight('<img src=x onerror=alert(1)> about <b>MOOC</b>', ['mooc', '<script>']);
    expect(segments.map((segment) => segment.text).join('')).toBe('<img src=x onerror=alert(1)> about <b>MOOC</b>');
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['MOOC']);
    expect(marked('a <script> tag', ['<script>'])).toEqual(['script']);
  });

  it('names on each mark the phrase that matched it, as the caller spelled it', () => {
    const segments = highlight('Dashboards for Learning-Analytics and a dashboard.', ['learning analytics', 'Dashboard']);
    expect(segments.filter((segment) => segment.match).map((segment) => [segment.text, segment.phrase])).toEqual([
      ['Dashboards', 'Dashboard'],
      ['Learning-Analytics', 'learning analytics'],
      ['dashboard', 'Dashboard'],
    ]);
  });

  it('returns the text unmarked without phrases and nothing for an empty text', () => {
    expect(highlight('Some abstract.', [])).toEqual([{ text: 'Some abstract.', match: false }]);
    expect(highlight('Some abstract.', ['', '  ', '...'])).toEqual([{ text: 'Some abstract.', match: false }]);
    expect(highlight('', ['mooc'])).toEqual([]);
  });

  it('splits a 1 MB abstract quickly', () => {
    const text = 'Learning analytics dashboards support teachers in online courses. '.repeat(16_000);
    expect(text.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const segments = highlight(text, ['learning analytics', 'dashboard', 'teacher']);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(segments.filter((segment) => segment.match)).toHaveLength(48_000);
  });
});
