/**
 * The corpus behind recommended tweets: accounts writing about learning analytics, recommender
 * systems and educational technology, and their tweets over the last two months. Composed from
 * templates and each account's topics; deterministic for a given day.
 */
import type { RecommendedTweet } from '@/api/user/schemas';
import type { DbTweet } from '../domain/types';
import { twitterDate } from '../domain/clock';
import { createRandom, hashString } from './random';
import { tweetIdFor } from './timelines';

type Account = [name: string, screenName: string, description: string, topics: [string, string, string], color: string];

const ACCOUNTS: Account[] = [
  ['Learning Analytics Lab', 'la_lab', 'Research group on learning analytics and feedback.', ['learning analytics', 'dashboards', 'feedback'], '1D4E89'],
  ['EdTech Weekly', 'edtech_weekly', 'A weekly digest of educational technology news.', ['educational technology', 'online learning', 'moocs'], 'F28C28'],
  ['RecSys Reading Group', 'recsys_reading', 'We read one recommender systems paper a week.', ['recommender systems', 'collaborative filtering', 'evaluation'], '6C3483'],
  ['Nadia Petrova', 'nadia_xai', 'Explainable AI and human trust. Views my own.', ['explainable AI', 'trust', 'transparency'], '117A65'],
  ['Tom Becker', 'tbecker_edm', 'Educational data mining, knowledge tracing, coffee.', ['educational data mining', 'knowledge tracing', 'dropout prediction'], '7B241C'],
  ['Open Ed Collective', 'open_ed_collective', 'Open educational resources for everyone.', ['open educational resources', 'open science', 'teachers'], '239B56'],
  ['Aisha Bello', 'aisha_bello_nlp', 'NLP for education. Keyphrases, essays, feedback.', ['natural language processing', 'keyword extraction', 'writing analytics'], 'A04000'],
  ['Viz for Learning', 'viz4learning', 'Data visualization for teaching and learning.', ['data visualization', 'dashboards', 'visual analytics'], '2E86C1'],
  ['Carlos Mendes', 'cmendes_hci', 'HCI researcher. Usability, control, people first.', ['human-computer interaction', 'usability', 'user control'], '5D6D7E'],
  ['AIED Community News', 'aied_news', 'News from the AI in education community.', ['intelligent tutoring systems', 'large language models', 'student modeling'], '884EA0'],
  ['Yuki Tanaka', 'yuki_cscl', 'Collaborative learning and online discussion.', ['collaborative learning', 'peer feedback', 'discussion forums'], 'CA6F1E'],
  ['Mobile Learning Hub', 'mlearning_hub', 'Learning on the go: apps, games and field work.', ['mobile learning', 'gamification', 'motivation'], '148F77'],
  ["Sarah O'Neill", 'sarah_srl', 'Self-regulated learning, metacognition, reflection.', ['self-regulated learning', 'metacognition', 'reflection'], 'B03A2E'],
  ['Fair ML in Education', 'fairml_edu', 'Fairness and accountability of predictive models in education.', ['fairness', 'predictive models', 'privacy'], '1F618D'],
  ['Social Media Research Group', 'smr_group', 'Computational studies of social media.', ['social media', 'twitter', 'hashtags'], '0E6655'],
  ['Ravi Kulkarni', 'ravi_userm', 'User modeling and personalization.', ['user modeling', 'interest modeling', 'personalization'], '9A7D0A'],
  ['Teaching with Data', 'teaching_w_data', 'Helping teachers make sense of classroom data.', ['data literacy', 'teachers', 'learning analytics'], '6E2C00'],
  ['Elena García', 'elena_garcia_ir', 'Information retrieval, ranking and semantics.', ['information retrieval', 'ranking', 'semantic similarity'], '1A5276'],
  ['MOOC Watch', 'mooc_watch', 'Tracking the world of online courses.', ['moocs', 'dropout', 'student engagement'], 'AF601A'],
  ['Ben Adler', 'ben_adler_ed', 'Assessment design, rubrics and grading.', ['formative assessment', 'rubrics', 'peer assessment'], '633974'],
  ['Knowledge Graph Lab', 'kg_lab', 'Knowledge graphs for science and education.', ['knowledge graphs', 'semantic similarity', 'scientific publications'], '196F3D'],
  ['Lina Haddad', 'lina_haddad', 'Conversational agents and language models.', ['chatbots', 'conversational agents', 'large language models'], '78281F'],
  ['CS Ed Notes', 'csed_notes', 'Notes on teaching computing.', ['programming education', 'computational thinking', 'automated feedback'], '21618C'],
  ['Marta Nowak', 'marta_nowak_viz', 'Open learner models and visual explanations.', ['open learner models', 'data visualization', 'student modeling'], 'B9770E'],
  ['Scholarly Comms', 'scholarly_comms', 'Scholarly communication, metrics and open access.', ['scientific publications', 'bibliometrics', 'open science'], '4A235A'],
  ['Jamal Wright', 'jamal_recsys', 'Recommender systems beyond accuracy.', ['recommender systems', 'serendipity', 'tweet recommendation'], '0B5345'],
  ['Privacy in EdTech', 'privacy_edtech', 'Privacy and ethics of educational data.', ['privacy', 'ethics', 'learning analytics'], '7E5109'],
  ['Ingrid Solberg', 'ingrid_mmla', 'Multimodal learning analytics and collaboration.', ['multimodal learning analytics', 'eye tracking', 'collaborative learning'], '154360'],
  ['Topic Models Daily', 'topicmodels_daily', 'One topic model a day keeps the confusion away.', ['topic models', 'text mining', 'word embeddings'], '943126'],
  ['Pedro Alves', 'pedro_alves_la', 'Learning design and blended learning.', ['learning design', 'instructional design', 'blended learning'], '186A3B'],
  ['GenAI in Class', 'genai_in_class', 'Generative AI in classrooms, the good and the hard parts.', ['generative AI', 'large language models', 'teachers'], '5B2C6F'],
];

const TEMPLATES = [
  'Just published: a practical guide to {a} for busy instructors. Free to read.',
  'Thread: five things we learned running {a} in a large course this term.',
  'Why does so much work on {a} still ignore {b}? A short essay from our group.',
  'Webinar next Tuesday: {a} in practice, with a live demo and time for questions.',
  'We are hiring a postdoc to work on {a} and {b}. Deadline at the end of the month.',
  'New dataset release for research on {a}, with documentation and baselines.',
  'Hot take: {a} without {b} is just another tool nobody opens.',
  'Our study on {a} got accepted! Huge thanks to the students who took part.',
  'Call for papers: workshop on {a} and {c}. Short papers very welcome.',
  'Three open questions about {a} that keep coming up in our lab meetings.',
  'Lovely keynote on {b} this morning. The point about {a} really stuck with me.',
  'Sharing our open source toolkit for {c}. Pull requests welcome.',
];

const DAY = 24 * 60 * 60 * 1000;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function svgData(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function avatar(name: string, color: string): string {
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#${color}"/><text x="24" y="30" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`,
  );
}

function mediaCard(title: string, color: string): string {
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="314"><rect width="600" height="314" fill="#${color}"/><text x="300" y="165" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${title}</text></svg>`,
  );
}

export type CorpusTweet = Omit<RecommendedTweet, 'color' | 'tagId' | 'score'>;

let cache: { day: string; tweets: CorpusTweet[] } | null = null;

/** Every corpus tweet (186 from 31 accounts), newest first. */
export function corpusTweets(now: number): CorpusTweet[] {
  const day = new Date(now).toISOString().slice(0, 10);
  if (cache?.day === day) return cache.tweets;
  const random = createRandom(hashString('tweet-corpus'));
  // Times count back from the start of the day, so that ids stay the same for the whole day: a
  // saved recommendation keeps matching its tweet after the demo app is reloaded.
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const tweets: CorpusTweet[] = [];
  const used = new Set<string>();
  ACCOUNTS.forEach(([name, screenName, description, topics, color], accountIndex) => {
    const userId = String(100000000 + hashString(screenName) % 899999999);
    const followers = 300 + (hashString(`${screenName}:f`) % 24000);
    for (let i = 0; i < 6; i += 1) {
      const [a, b, c] = [topics[i % 3] ?? topics[0], topics[(i + 1) % 3] ?? topics[1], topics[(i + 2) % 3] ?? topics[2]];
      // accounts sharing a topic would otherwise post the same text: take the next template then
      let text = '';
      for (let shift = 0; shift < TEMPLATES.length && (text === '' || used.has(text)); shift += 1) {
        const template = TEMPLATES[(accountIndex * 7 + i * 5 + shift) % TEMPLATES.length] ?? '{a}';
        text = template.replace('{a}', a).replace('{b}', b).replace('{c}', c);
      }
      used.add(text);
      const ms = dayStart - random.int(1, 60) * DAY - random.int(0, 23) * 3600 * 1000 - random.int(0, 59) * 60 * 1000;
      const tweet: CorpusTweet = {
        id_str: tweetIdFor(ms, accountIndex * 6 + i),
        created_at: twitterDate(ms),
        full_text: text,
        retweet_count: random.int(0, 60),
        favorite_count: random.int(2, 240),
        user: {
          id_str: userId,
          name,
          screen_name: screenName,
          description,
          url: null,
          followers_count: followers,
          friends_count: 100 + (hashString(`${screenName}:g`) % 1500),
          statuses_count: 800 + (hashString(`${screenName}:s`) % 20000),
          profile_image_url_https: avatar(name, color),
          profile_background_color: color,
        },
      };
      if ((accountIndex + i) % 4 === 0) tweet.media = [{ media_url_https: mediaCard(a, color), type: 'photo' }];
      tweets.push(tweet);
    }
  });
  tweets.sort((x, y) => (BigInt(y.id_str) > BigInt(x.id_str) ? 1 : -1));
  cache = { day, tweets };
  return tweets;
}

/** Recommended tweets a seeded user has saved (rows of the tweet table), by email. */
const SAVED: Record<string, string[]> = {
  'demo@example.org': ['la_lab', 'sarah_srl'],
  'mateo.alvarez@example.org': ['nadia_xai'],
  'priya.raman@example.org': ['tbecker_edm'],
  'jonas.berg@example.org': ['viz4learning'],
  'amara.okafor@example.org': ['aisha_bello_nlp'],
  'sofia.lindqvist@example.org': ['smr_group'],
  'kenji.watanabe@example.org': ['yuki_cscl'],
};

export function savedTweetsFor(email: string, now: number): Omit<DbTweet, 'id' | 'user' | 'created_on'>[] {
  const tweets = corpusTweets(now);
  return (SAVED[email] ?? []).flatMap((screenName) => {
    const tweet = tweets.find((t) => t.user.screen_name === screenName);
    return tweet ? [{ id_str: tweet.id_str, full_text: tweet.full_text, entities: null, screen_name: screenName }] : [];
  });
}
