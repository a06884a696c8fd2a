/**
 * Timeline tweets of the seeded Twitter handles, spread over the six months before `now`.
 * Composed from templates and each person's topics; deterministic.
 */
import type { DbTweet } from '../domain/types';
import { isoNaive } from '../domain/clock';
import { createRandom, hashString } from './random';

const TOPICS: Record<string, { topics: string[]; tags: string[] }> = {
  '@lena_hoffmann_la': {
    topics: ['learning analytics', 'self-regulated learning', 'feedback', 'dashboards', 'data literacy', 'student engagement'],
    tags: ['LAK', 'LearningAnalytics', 'EdTech'],
  },
  '@mateo_recsys': {
    topics: ['recommender systems', 'explanations', 'transparency', 'user control', 'large language models', 'trust'],
    tags: ['RecSys', 'XAI', 'IUI'],
  },
  '@priya_edm': {
    topics: ['knowledge tracing', 'educational data mining', 'fairness', 'dropout prediction', 'intelligent tutoring systems', 'machine learning'],
    tags: ['EDM', 'AIED', 'MachineLearning'],
  },
  '@jberg_vis': {
    topics: ['data visualization', 'open learner models', 'usability', 'eye tracking', 'visual analytics', 'dashboards'],
    tags: ['dataviz', 'HCI', 'LAK'],
  },
  '@amara_okafor': {
    topics: ['keyword extraction', 'natural language processing', 'topic models', 'large language models', 'word embeddings', 'writing analytics'],
    tags: ['NLProc', 'NLP', 'EdNLP'],
  },
  '@sofia_lq': {
    topics: ['social media', 'interest modeling', 'hashtags', 'privacy', 'online communities', 'social network analysis'],
    tags: ['ICWSM', 'SocialMedia', 'UMAP'],
  },
  '@kenji_w_edtech': {
    topics: ['collaborative learning', 'peer feedback', 'mobile learning', 'gamification', 'chatbots', 'motivation'],
    tags: ['CSCL', 'EdTech', 'mLearning'],
  },
};

const TEMPLATES = [
  'Great discussion today on {a} with our students. Still thinking about how {b} fits in.',
  'Reading group this week: three papers on {a}. Which ones should we add next time?',
  'Slides from my talk on {a} and {b} are online now. Thanks to everyone who came! #{tag}',
  'Looking for examples of {a} in real courses. Pointers appreciated! #{tag}',
  'Our workshop on {a} got so many good questions about {b}. Notes will follow next week. #{tag}',
  'Reviewing for a conference: so many submissions on {a} this year, fewer on {b}.',
  'PhD position open in our group on {a} and {b}. Please share! #{tag}',
  'Interesting thread on {a}. The part about data quality matters more than the model.',
  'Teaching tip: start the semester by explaining how {a} works and what data it uses.',
  'New preprint on {a}: we look at {b} in three courses. Comments welcome! #{tag}',
  'Finally back from #{tag}. Best sessions were on {a}, and a lively panel on {b}.',
  'Student question of the day: can {a} be fair? Good question, long answer.',
  'Revising a chapter on {a} this week. Surprising how much {b} changed since the first draft.',
  'Co-teaching a seminar on {a} next term, with a session on {b}. Suggestions for readings? #{tag}',
  'Nice chat with a colleague about {a} and {b} over coffee. More questions than answers.',
  'Our replication of an older study on {a} is out. Same direction, smaller effect. #{tag}',
];

const DAY = 24 * 60 * 60 * 1000;
/** Where the seeded timelines' ids count from (their times follow the clock; their ids do not). */
const TIMELINE_ID_EPOCH = Date.UTC(2024, 0, 1);
const TWITTER_EPOCH = 1288834974657;

/** A snowflake-like tweet id for a time (19 digits for recent dates). */
export function tweetIdFor(ms: number, sequence: number): string {
  return (BigInt(Math.max(0, ms - TWITTER_EPOCH)) * 4194304n + BigInt(sequence % 4096)).toString();
}

/** JSON with Python's separators (", " and ": "), as the server stores the entities text. Keys and hashtags are word characters only. */
function pythonJson(value: unknown): string {
  return JSON.stringify(value).replace(/([,:])(?=[[{"\d-])/g, '$1 ');
}

/**
 * The seeded handles (researchers.ts) and the key of their timeline: the handles once had
 * underscores, which no Bluesky handle has; the timelines keep their old keys, so that their posts
 * (made from the key) stay what they were, and a state stored with an old handle still finds them.
 */
const TIMELINE_KEYS: Record<string, string> = {
  '@lenahoffmann': '@lena_hoffmann_la',
  '@mateorecsys': '@mateo_recsys',
  '@priyaedm': '@priya_edm',
  '@jbergvis': '@jberg_vis',
  '@amaraokafor': '@amara_okafor',
  '@sofialq': '@sofia_lq',
  '@kenjiwedtech': '@kenji_w_edtech',
};

/**
 * The timeline key of a stored handle, however a form wrote it: `@lenahoffmann`, `lenahoffmann`, and
 * the standalone build's `lenahoffmann.bsky.social` name the same seeded timeline.
 */
function timelineKey(handle: string): string {
  const key = `@${handle.trim().toLowerCase().replace(/^@/, '').replace(/\.bsky\.social$/, '')}`;
  return TIMELINE_KEYS[key] ?? key;
}

/**
 * Posts the timeline shows only after the seed was taken: the seed leaves them out, so that fetching
 * new papers and posts (fetch-papers/, trigger-data-updata/) has posts to bring, as it has papers.
 */
const POSTED_LATER: Record<string, string[]> = {
  '@lena_hoffmann_la': [
    'Back from a week of classroom visits: teachers asked for dashboards that explain, not just display. #LAK',
    'Draft of our study on feedback literacy in first-year courses is ready for comments. #learninganalytics',
  ],
};

function hashtagsOf(text: string) {
  return [...text.matchAll(/#(\w+)/g)].map((m, index) => ({ text: m[1] ?? '', indices: [m.index ?? index, (m.index ?? index) + (m[0]?.length ?? 0)] }));
}

/**
 * The handle's timeline as of `now`: 16 posts over about six months; with `postedLater`, also the
 * posts written since the seed was taken (POSTED_LATER, a few hours old), as a fetch reads it.
 */
export function timelineFor(handle: string, now: number, { postedLater = false }: { postedLater?: boolean } = {}): Omit<DbTweet, 'id' | 'user'>[] {
  const key = timelineKey(handle);
  const profile = TOPICS[key];
  if (!profile) return [];
  // the posts are made from the timeline's key, not from how the handle is written
  const random = createRandom(hashString(key));
  const count = 16;
  const tweets: Omit<DbTweet, 'id' | 'user'>[] = [];
  for (let i = 0; i < count; i += 1) {
    // Oldest first, spread over about 175 days so every one of the last six months has tweets.
    const daysAgo = Math.round(175 - (i * 175) / (count - 1)) + random.int(0, 2);
    const ms = now - Math.min(178, Math.max(0, daysAgo)) * DAY - random.int(1, 10) * 3600 * 1000;
    const a = profile.topics[i % profile.topics.length] ?? 'learning';
    const b = profile.topics[(i + 2 + random.int(0, 2)) % profile.topics.length] ?? 'feedback';
    const tag = random.pick(profile.tags);
    const text = (TEMPLATES[(i * 5 + hashString(key)) % TEMPLATES.length] ?? '{a}')
      .replace('{a}', a)
      .replace('{b}', b)
      .replace('{tag}', tag);
    const hashtags = hashtagsOf(text);
    tweets.push({
      // The id is the tweet's identity at the source: the same for every read of the timeline, so
      // a refresh recognises the tweets it already stored instead of storing them again.
      id_str: tweetIdFor(TIMELINE_ID_EPOCH + i * 11 * DAY + (hashString(key) % 86_400) * 1000, hashString(`${key}:${i}`)),
      full_text: text,
      entities: pythonJson({ hashtags, symbols: [], user_mentions: [], urls: [] }),
      screen_name: null,
      created_on: isoNaive(ms, (i * 37) % 1000),
    });
  }
  if (!postedLater) return tweets;
  (POSTED_LATER[key] ?? []).forEach((text, k) => {
    tweets.push({
      id_str: tweetIdFor(TIMELINE_ID_EPOCH + (count + k) * 11 * DAY + (hashString(key) % 86_400) * 1000, hashString(`${key}:${count + k}`)),
      full_text: text,
      entities: pythonJson({ hashtags: hashtagsOf(text), symbols: [], user_mentions: [], urls: [] }),
      screen_name: null,
      created_on: isoNaive(now - (k + 2) * 3600 * 1000, (k * 53) % 1000),
    });
  });
  return tweets;
}
