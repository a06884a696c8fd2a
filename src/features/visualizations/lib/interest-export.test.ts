import type { LongTermInterest } from '@/api/user/schemas';
import { BLUESKY, TWITTER } from '@/config/social';
import { interestsCsv, keyphraseWeights, profileJson } from './interest-export';

function interest(overrides: Partial<LongTermInterest> & Pick<LongTermInterest, 'id' | 'keyword' | 'weight' | 'source'>): LongTermInterest {
  return { original_keywords: [], categories: [], tweet_ids: [], papers: [], tweets: [], ...overrides };
}

const paper = (id: number, title: string, year: number) => ({ id, title, year, authors: 'Lena Hoffmann', url: `https://papers.example/${id}`, abstract: '' });

const interests: LongTermInterest[] = [
  interest({ id: 1, keyword: 'ethics', weight: 2, source: 'Twitter', tweet_ids: ['101', '102', '103'] }),
  interest({
    id: 2,
    keyword: 'learning analytics',
    weight: 4.5,
    source: 'Scholar & Twitter',
    papers: [paper(7, 'Dashboards that teach', 2024), paper(8, 'Feedback, at scale', 2023)],
    tweet_ids: ['104'],
    original_keywords: ['learning analytics', 'analytics'],
    categories: [{ name: 'Educational technology' }, { name: null }],
  }),
  interest({ id: 3, keyword: '=cmd, "quoted"', weight: 2, source: 'Manual' }),
];

describe('the interests as CSV', () => {
  it('has keyword, weight, source, papers and tweets, heaviest first (equal weights in the order sent), quoted and defused', () => {
    expect(interestsCsv(interests, TWITTER)).toBe(
      [
        'keyword,weight,source,papers,tweets',
        'learning analytics,4.5,From publications and tweets,2,1',
        'ethics,2,From tweets,0,3',
        `"'=cmd, ""quoted""",2,Added manually,0,0`,
        '',
      ].join('\r\n'),
    );
  });

  it("names the sources in the standalone build's words", () => {
    expect(interestsCsv(interests, BLUESKY).split('\r\n').slice(1, 4)).toEqual([
      'learning analytics,4.5,From publications and posts,2,1',
      'ethics,2,From posts,0,3',
      `"'=cmd, ""quoted""",2,Added manually,0,0`,
    ]);
  });

  it('is the header alone without interests', () => {
    expect(interestsCsv([], TWITTER)).toBe('keyword,weight,source,papers,tweets\r\n');
  });
});

describe('the profile as JSON', () => {
  it('names whose and when, and gives every interest with its sources, keyphrases and weight', () => {
    const profile = profileJson(interests, { id: 3, name: 'Lena Hoffmann' }, new Date(2026, 10, 24));
    expect(profile.user).toEqual({ id: 3, name: 'Lena Hoffmann' });
    expect(profile.exported_on).toBe('2026-11-24');
    expect(profile.interests.map((item) => item.keyword)).toEqual(['learning analytics', 'ethics', '=cmd, "quoted"']);
    expect(profile.interests[0]).toEqual({
      keyword: 'learning analytics',
      weight: 4.5,
      source: 'Scholar & Twitter',
      keyphrases: ['learning analytics', 'analytics'],
      categories: ['Educational technology'],
      papers: [
        { id: 7, title: 'Dashboards that teach', year: 2024, url: 'https://papers.example/7' },
        { id: 8, title: 'Feedback, at scale', year: 2023, url: 'https://papers.example/8' },
      ],
      tweets: ['104'],
    });
    expect(profile.interests[1]).toMatchObject({ keyword: 'ethics', source: 'Twitter', papers: [], tweets: ['101', '102', '103'] });
    // what is saved is what is read back
    expect(JSON.parse(JSON.stringify(profile))).toEqual(profile);
  });

  it('adds the keyphrases’ weights where the server sends original_keywords_with_weights', () => {
    const weighed = { ...interests[1], original_keywords_with_weights: [{ analytics: 3 }, { 'learning analytics': 4.2 }] } as LongTermInterest;
    expect(keyphraseWeights(weighed)).toEqual({ 'learning analytics': 4.2, analytics: 3 });
    const [first] = profileJson([weighed], { id: 3, name: 'Lena Hoffmann' }).interests;
    expect(first?.keyphrase_weights).toEqual({ 'learning analytics': 4.2, analytics: 3 });
  });

  it('leaves the keyphrases’ weights out where the server does not send them', () => {
    expect(keyphraseWeights(interests[0] as LongTermInterest)).toBeNull();
    expect(profileJson(interests, { id: 3, name: '' }).interests[0]).not.toHaveProperty('keyphrase_weights');
  });
});
