/** The Subscribe files, read back by real parsers (jsdom's XML parser, ical.js), never compared as strings. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { arxivFeedUrl, buildIcs, buildOpml, firstReminder } from './subscribe';

const NOW = new Date(Date.UTC(2026, 10, 25, 15, 30)); // a Wednesday

describe('the OPML file', () => {
  it('holds one arXiv Atom feed per top interest, heaviest first, with awkward names escaped', () => {
    const interests = [
      { keyword: 'feedback', weight: 2 },
      { keyword: 'learning "analytics" & <dashboards>', weight: 5 },
      { keyword: 'moocs', weight: 1 },
      { keyword: 'peer review', weight: 3 },
      { keyword: 'self-regulation', weight: 4 },
      { keyword: 'writing\u0007', weight: 1.5 },
    ];
    const xml = new DOMParser().parseFromString(buildOpml(interests, NOW), 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.getAttribute('version')).toBe('2.0');
    const feeds = [...xml.querySelectorAll('outline[type="rss"]')];
    expect(feeds.map((feed) => feed.getAttribute('text'))).toEqual(['learning "analytics" & <dashboards> (arXiv)', 'self-regulation (arXiv)', 'peer review (arXiv)', 'feedback (arXiv)', 'writing (arXiv)']);
    const url = new URL(feeds[1]?.getAttribute('xmlUrl') ?? '');
    expect(url.searchParams.get('search_query')).toBe('all:"self-regulation"');
    expect(url.searchParams.get('sortBy')).toBe('submittedDate');
    expect(arxivFeedUrl('a "b"')).toContain(encodeURIComponent('all:"a  b"').replace(/%20/g, '+'));
  });
});

describe('the calendar reminder', () => {
  it('repeats weekly on Mondays from the next Monday, links back to the digest and has an alarm', () => {
    const url = 'https://rima.example.org/base/recommendation/new-for-you';
    const calendar = new ICAL.Component(ICAL.parse(buildIcs('weekly', url, NOW)));
    const event = calendar.getFirstSubcomponent('vevent');
    if (!event) throw new Error('no event');
    const rule = event.getFirstPropertyValue('rrule');
    if (!(rule instanceof ICAL.Recur)) throw new Error('no rule');
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.getComponent('byday')).toEqual(['MO']);
    const start = event.getFirstPropertyValue('dtstart');
    expect(start instanceof ICAL.Time ? start.toJSDate().toISOString() : null).toBe('2026-11-30T08:00:00.000Z');
    expect(event.getFirstPropertyValue('url')).toBe(url);
    expect(String(event.getFirstPropertyValue('description'))).toContain(url);
    expect(event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe('DISPLAY');
    // the next three reminders, as a calendar expands them
    const iterator = rule.iterator(start instanceof ICAL.Time ? start : ICAL.Time.now());
    // each step hands back the same Time object, moved on: read it before the next
    const next = [1, 2, 3].map(() => iterator.next()?.toJSDate().toISOString().slice(0, 10));
    expect(next).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
  });

  it('repeats monthly on the 1st; long lines are folded and still read whole', () => {
    const url = `https://rima.example.org/${'very-long-path/'.repeat(10)}new-for-you`;
    const text = buildIcs('monthly', url, NOW);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    const rule = event?.getFirstPropertyValue('rrule');
    expect(rule instanceof ICAL.Recur ? [rule.freq, rule.getComponent('bymonthday')] : null).toEqual(['MONTHLY', [1]]);
    expect(event?.getFirstPropertyValue('url')).toBe(url);
    expect(firstReminder(NOW, 'monthly').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});
