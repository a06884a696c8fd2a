import type { LongTermInterest, ShortTermInterest } from '@/api/user/schemas';
import { BLUESKY, TWITTER } from '@/config/social';
import { isAllZero, papersPerYear, tweetsPerMonth } from './activity';
import { CONCEPT_STAGE, conceptMap, truncateLabel } from './concept-map';
import { CLOUD_MAX_WORDS, initialTab, sourceText, sourceTextInline, topInterests } from './interest-words';
import { CHART_COLORS, chartColor, contrastRatio, interestColors } from './palette';
import { lastMonths, lastYears, parseMonthLabel, periodOrder, shortPeriod } from './periods';
import { recentInterests } from './recent-interests';
import { isStreamEmpty, streamSeries } from './stream';

const NOW = new Date(2026, 10, 22); // 22 November 2026, local time

function longTerm(keyword: string, weight: number, categories: string[] = [], source: LongTermInterest['source'] = 'Scholar'): LongTermInterest {
  return {
    id: weight * 100,
    keyword,
    original_keywords: [],
    categories: categories.map((name) => ({ name })),
    tweet_ids: [],
    papers: [],
    weight,
    source,
    tweets: [],
  };
}

function shortTerm(keyword: string, weight: number, source: ShortTermInterest['source'], year: number, month = 1): ShortTermInterest {
  return {
    id: Math.round(weight * 10),
    keyword,
    original_keywords: [],
    categories: [],
    paper_db_ids: [],
    tweet_ids: [],
    weight,
    source,
    model_month: month,
    model_year: year,
    tweets: [],
    papers: [],
  };
}

describe('periods', () => {
  it('lists the last 5 years and the last 6 months, oldest first, across a year boundary', () => {
    expect(lastYears(NOW, 5)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(lastMonths(new Date(2026, 1, 10), 6)).toEqual([
      'September 2025',
      'October 2025',
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
    ]);
  });

  it('reads month labels and orders years and months in time', () => {
    expect(parseMonthLabel('March 2024')).toEqual({ year: 2024, month: 2 });
    expect(parseMonthLabel('Smarch 2024')).toBeNull();
    expect(periodOrder('December 2023')).toBeLessThan(periodOrder('January 2024'));
    expect(Number.isNaN(periodOrder('soon'))).toBe(true);
    expect(shortPeriod('September 2025')).toBe('Sep 2025');
    expect(shortPeriod('2025')).toBe('2025');
  });
});

describe('activity', () => {
  it('keeps the last 5 years only and fills years without papers with zero', () => {
    expect(papersPerYear({ '2015': 9, '2023': 2, '2026': 1 }, NOW)).toEqual([
      { label: '2022', count: 0 },
      { label: '2023', count: 2 },
      { label: '2024', count: 0 },
      { label: '2025', count: 0 },
      { label: '2026', count: 1 },
    ]);
  });

  it('keeps the last 6 months only and fills months without tweets with zero', () => {
    const points = tweetsPerMonth({ 'March 2026': 40, 'July 2026': 12, 'November 2026': 3 }, NOW);
    expect(points.map((p) => p.label)).toEqual(['June 2026', 'July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026']);
    expect(points.map((p) => p.count)).toEqual([0, 12, 0, 0, 0, 3]);
    expect(isAllZero(points)).toBe(false);
    expect(isAllZero(tweetsPerMonth({ 'March 2026': 40 }, NOW))).toBe(true);
  });
});

describe('recentInterests', () => {
  it('takes papers of this or last year and tweets of this or last month, heaviest 5 of each', () => {
    const rows = [
      shortTerm('old paper topic', 5, 'Scholar', 2024),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((k, i) => shortTerm(`paper ${k}`, 1 + i * 0.5, 'Scholar', i % 2 === 0 ? 2026 : 2025)),
      shortTerm('this month', 2, 'Twitter', 2026, 11),
      shortTerm('last month', 4, 'Twitter', 2026, 10),
      shortTerm('two months ago', 5, 'Twitter', 2026, 9),
      shortTerm('hand made', 5, 'Manual', 2026, 11),
    ];
    const recent = recentInterests(rows, NOW);
    expect(recent.publications.map((s) => s.keyword)).toEqual(['paper f', 'paper e', 'paper d', 'paper c', 'paper b']);
    expect(recent.tweets).toEqual([
      { keyword: 'last month', weight: 4 },
      { keyword: 'this month', weight: 2 },
    ]);
  });

  it('completes each window from the stream graph of the same years and months, 5 of each, each keyword once', () => {
    const rows = [shortTerm('paper a', 5, 'Scholar', 2026), shortTerm('tweet a', 4, 'Twitter', 2026, 11)];
    const points = (names: string[]) => names.map((name, i) => ({ keyword__name: name, weight: 4 - i * 0.5 }));
    const stream = {
      paper_data: { '2022': points(['too old']), '2025': points(['paper a', 'paper b', 'paper c']), '2026': points(['paper d', 'paper e', 'paper f']) },
      twitter_data: { 'September 2026': points(['too early']), 'October 2026': points(['tweet b', 'tweet c']), 'November 2026': points(['tweet d', 'tweet e', 'tweet f']) },
    };
    const recent = recentInterests(rows, NOW, stream);
    expect(recent.publications).toEqual([
      { keyword: 'paper a', weight: 5 },
      { keyword: 'paper d', weight: 4 },
      { keyword: 'paper b', weight: 3.5 },
      { keyword: 'paper e', weight: 3.5 },
      { keyword: 'paper c', weight: 3 },
    ]);
    expect(recent.tweets.map((s) => s.keyword)).toEqual(['tweet a', 'tweet b', 'tweet d', 'tweet c', 'tweet e']);
  });

  it('handles January: December of last year is the month before', () => {
    const recent = recentInterests([shortTerm('december', 3, 'Twitter', 2025, 12)], new Date(2026, 0, 5));
    expect(recent.tweets.map((s) => s.keyword)).toEqual(['december']);
  });
});

describe('streamSeries', () => {
  it('orders periods in time, zero-fills absent keywords and ranks keywords by total weight', () => {
    const series = streamSeries(
      {
        'January 2024': [{ keyword__name: 'mooc', weight: 1 }],
        'December 2023': [],
        'March 2024': [
          { keyword__name: 'learning analytics', weight: 4.1 },
          { keyword__name: 'mooc', weight: 1 },
        ],
      },
      6,
    );
    expect(series.rows.map((r) => r.period)).toEqual(['December 2023', 'January 2024', 'March 2024']);
    expect(series.keywords).toEqual(['learning analytics', 'mooc']);
    expect(series.rows[0]).toEqual({ period: 'December 2023', 'learning analytics': 0, mooc: 0 });
    expect(series.rows[2]).toEqual({ period: 'March 2024', 'learning analytics': 4.1, mooc: 1 });
  });

  it('keeps the last periods and at most the limit of keywords, and knows when nothing is there', () => {
    const data = Object.fromEntries(
      ['2020', '2021', '2022', '2023', '2024', '2025'].map((year, i) => [year, [{ keyword__name: `k${i}`, weight: i + 1 }]]),
    );
    const series = streamSeries(data, 5, 3);
    expect(series.rows.map((r) => r.period)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    expect(series.keywords).toEqual(['k5', 'k4', 'k3']);
    expect(series.totalKeywords).toBe(5);
    expect(isStreamEmpty(streamSeries({ '2024': [], '2025': [] }, 5))).toBe(true);
  });
});

describe('interest words', () => {
  it('takes the heaviest interests, equal weights in the order the server sent them (never the alphabet)', () => {
    const words = topInterests([longTerm('b', 2), longTerm('a', 2), longTerm('c', 5), longTerm('d', 1)], 3);
    expect(words.map(({ text, value }) => ({ text, value }))).toEqual([
      { text: 'c', value: 5 },
      { text: 'b', value: 2 },
      { text: 'a', value: 2 },
    ]);
  });

  it('draws a keyword listed twice once, with its heaviest weight', () => {
    const words = topInterests([longTerm('mooc', 2), longTerm('learning', 3), longTerm('mooc', 4)], 15);
    expect(words.map(({ text, value }) => ({ text, value }))).toEqual([
      { text: 'mooc', value: 4 },
      { text: 'learning', value: 3 },
    ]);
  });

  it('draws at most CLOUD_MAX_WORDS words however many are asked for (a 10,000-interest answer)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => longTerm(`keyword ${i}`, i + 1));
    const words = topInterests(many, many.length);
    expect(words).toHaveLength(CLOUD_MAX_WORDS);
    expect(words[0]).toMatchObject({ text: 'keyword 9999', value: 10_000 });
  });

  it('gives each interest its own colour among the user\'s interests, whatever its rank or weight, and the same after a save of weights', () => {
    const names = ['learning analytics', 'feedback', 'moocs', 'dashboards', 'data literacy'];
    const before = topInterests(names.map((name, i) => longTerm(name, 5 - i)), 5);
    const after = topInterests(names.map((name, i) => longTerm(name, 1 + i)), 3);
    const colorOf = (words: typeof before, text: string) => words.find((w) => w.text === text)?.color;
    const colors = interestColors(names);
    after.forEach((word) => {
      expect(word.color).toBe(colorOf(before, word.text));
      expect(word.color).toBe(colors(word.text));
    });
    expect(colors(' Feedback ')).toBe(colors('feedback'));
    expect(new Set(before.map((word) => word.color)).size).toBe(names.length);
  });

  it('opens Twitter interests on Tweets and the others on Publications', () => {
    expect(initialTab('Twitter')).toBe('tweets');
    expect(initialTab('Scholar')).toBe('publications');
    expect(initialTab('Scholar & Twitter')).toBe('publications');
    expect(sourceText('Scholar', TWITTER)).toBe('From publications');
    expect(sourceText('Twitter', TWITTER)).toBe('From tweets');
    expect(sourceText('Scholar & Twitter', TWITTER)).toBe('From publications and tweets');
    expect(sourceText('Manual', TWITTER)).toBe('Added manually');
    expect(sourceTextInline('Manual', TWITTER)).toBe('added manually');
    expect(sourceTextInline('Twitter', TWITTER)).toBe('from tweets');
    expect(sourceText('Scholar & Twitter', BLUESKY)).toBe('From publications and posts');
    expect(sourceTextInline('Twitter', BLUESKY)).toBe('from posts');
  });
});

describe('conceptMap', () => {
  it('cuts labels over 35 characters to 35 plus "..."', () => {
    expect(truncateLabel('a'.repeat(35))).toBe('a'.repeat(35));
    expect(truncateLabel(`${'b'.repeat(35)}cdef`)).toBe(`${'b'.repeat(35)}...`);
  });

  it('uses the 5 heaviest interests, one node per distinct category, inside the 900x1200 stage', () => {
    const interests = [
      longTerm('one', 5, ['Shared category', 'Learning']),
      longTerm('two', 4, ['Shared category']),
      longTerm('three', 3, ['A category whose name is far too long to show in full']),
      longTerm('four', 2, []),
      longTerm('five', 1.5, ['Other']),
      longTerm('six', 1, ['Never drawn']),
    ];
    const map = conceptMap(interests);
    expect(map.interests.map((i) => i.keyword)).toEqual(['one', 'two', 'three', 'four', 'five']);
    const categories = map.nodes.filter((n) => n.kind === 'category');
    expect(categories.map((n) => n.fullLabel)).toContain('Shared category');
    expect(categories.filter((n) => n.fullLabel === 'Shared category')).toHaveLength(1);
    expect(categories.some((n) => n.fullLabel === 'Never drawn')).toBe(false);
    expect(categories.find((n) => n.fullLabel.startsWith('A category'))?.label).toBe('A category whose name is far too lo...');
    expect(map.links).toContainEqual({ source: 'interest:two', target: 'category:Shared category' });
    expect(map.links).toHaveLength(5);
    map.nodes.forEach((node) => {
      expect(node.x).toBeGreaterThan(0);
      expect(node.x).toBeLessThan(CONCEPT_STAGE.width);
      expect(node.y).toBeGreaterThan(0);
      expect(node.y).toBeLessThan(map.stage.height);
    });
  });

  it('sizes the stage to its rows: five interests with few categories fit in about 600, thirty categories get room', () => {
    const few = conceptMap(['a', 'b', 'c', 'd', 'e'].map((k, i) => longTerm(k, 5 - i, [`category ${k}`])));
    expect(few.stage.height).toBeLessThanOrEqual(640);
    const many = conceptMap(['a', 'b', 'c', 'd', 'e'].map((k, i) => longTerm(k, 5 - i, [1, 2, 3, 4, 5, 6].map((n) => `${k} category ${n}`))));
    const ys = many.nodes.filter((n) => n.kind === 'category').map((n) => n.y).sort((x, y) => x - y);
    ys.slice(1).forEach((y, i) => expect(y - (ys[i] ?? 0)).toBeGreaterThanOrEqual(36));
    expect(many.stage.height).toBeGreaterThan(few.stage.height);
  });
});

describe('palette', () => {
  it('meets WCAG AA (4.5:1) against white for every colour', () => {
    CHART_COLORS.forEach((color) => expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5));
  });
  it('has 20 distinct colours (as many series as a conference chart shows) and repeats after them', () => {
    expect(new Set(CHART_COLORS).size).toBe(20);
    expect(chartColor(20)).toBe(chartColor(0));
    expect(chartColor(-1)).toBe(chartColor(19));
  });
  it('computes the known black/white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
