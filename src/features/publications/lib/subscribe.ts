/**
 * Subscribe without an account anywhere: an OPML file of arXiv query feeds (Atom) built from the top
 * interests, which a feed reader polls itself, and a calendar reminder (.ics, weekly or monthly) that
 * links back to New for you. Pure text builders; the page downloads them.
 */
import { orderInterests } from '@/lib/interest-order';

/** Interests an OPML file holds a feed for (the profile's order). */
export const FEED_INTERESTS = 5;
export const ARXIV_QUERY_API = 'https://export.arxiv.org/api/query';

/** arXiv's Atom feed of the newest papers whose text holds the phrase. */
export function arxivFeedUrl(interest: string): string {
  const params = new URLSearchParams({ search_query: `all:"${interest.replaceAll('"', ' ').trim()}"`, sortBy: 'submittedDate', sortOrder: 'descending', max_results: '50' });
  return `${ARXIV_QUERY_API}?${params.toString()}`;
}

/** Characters XML 1.0 does not allow (the C0 controls but tab, line feed and carriage return). */
const notXml = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
};
const xmlAttribute = (text: string) =>
  [...text]
    .filter((char) => !notXml(char))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** OPML 2.0: one outline per top interest, each an arXiv Atom query feed. */
export function buildOpml(interests: readonly { keyword: string; weight: number }[], now: Date): string {
  const top = orderInterests(interests).slice(0, FEED_INTERESTS);
  const outlines = top.map((interest) => {
    const text = xmlAttribute(`${interest.keyword} (arXiv)`);
    return `      <outline type="rss" text="${text}" title="${text}" xmlUrl="${xmlAttribute(arxivFeedUrl(interest.keyword))}" htmlUrl="https://arxiv.org/"/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    '    <title>RIMA: new papers on my interests</title>',
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    '    <outline text="RIMA interests" title="RIMA interests">',
    ...outlines,
    '    </outline>',
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}

export type Reminder = 'weekly' | 'monthly';

/** iCalendar TEXT: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (RFC 5545, 3.1): each continuation starts with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const day = (date: Date) => utc(date).slice(0, 8);

/** The next Monday (weekly) or first of the month (monthly) after `now`, at 08:00 UTC. */
export function firstReminder(now: Date, every: Reminder): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8));
  if (every === 'monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 8));
  do next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() !== 1);
  return next;
}

/** A repeating calendar event (weekly on Mondays, or monthly on the 1st) linking back to New for you, with an alarm. */
export function buildIcs(every: Reminder, digestUrl: string, now: Date): string {
  const start = firstReminder(now, every);
  const end = new Date(start.getTime() + 15 * 60 * 1000);
  const rule = every === 'weekly' ? 'FREQ=WEEKLY;BYDAY=MO' : 'FREQ=MONTHLY;BYMONTHDAY=1';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RIMA//New for you//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:rima-new-for-you-${every}-${day(now)}@rima`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `RRULE:${rule}`,
    `SUMMARY:${icsText("RIMA: what's new for you")}`,
    `DESCRIPTION:${icsText(`New papers and posts that match your interests, and why: ${digestUrl}`)}`,
    `URL:${digestUrl}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText('Open RIMA: New for you')}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
