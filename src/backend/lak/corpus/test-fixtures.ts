/**
 * Two fixture conferences for the tests (LAK: 70 papers, 2011 to 2020, 7 a year; L@S: 168 papers,
 * 2014 to 2020, 24 a year; all text written for these tests) and MSW handlers of
 * api.openalex.org and api.semanticscholar.org answering its DOIs in their documented shapes:
 * OpenAlex works with the abstract as an inverted index, Semantic Scholar papers by DOI. Six research
 * themes with their own vocabulary and their own research groups, so that topics, keywords and
 * co-authorship are there to be found. Some DOIs take the other paths: OpenAlex does not know them
 * (Semantic Scholar does), OpenAlex has no abstract (Semantic Scholar has), neither knows one, and
 * 2013 has no abstract at all (titles only).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SourceName } from '../../sources/http';
import { conferenceFrom, type ConferenceDois } from '../conferences';

type Theme = { title: string[]; sentences: string[]; group: string[] };

const THEMES: Theme[] = [
  {
    title: ['Learning dashboards for teachers', 'Student-facing learning dashboards', 'Designing learning dashboards with instructors'],
    sentences: [
      'Learning dashboards visualise student activity for teachers and learners.',
      'We designed a learning dashboard with instructors of a large course.',
      'The dashboard shows visualisations of progress, feedback and engagement.',
      'Teachers used the dashboard visualisations to plan feedback in class.',
      'An evaluation with students found that the dashboard supported reflection.',
      'Dashboard design choices shape how learners read their own progress.',
    ],
    group: ['Katrien Verbert', 'Erik Duval', 'Gonzalo Parra', 'Sven Charleer'],
  },
  {
    title: ['Predicting dropout in MOOCs', 'Early prediction of MOOC dropout', 'Clickstream models of MOOC completion'],
    sentences: [
      'Massive open online courses suffer from high dropout rates.',
      'We predict dropout from clickstream data of MOOC learners in the first weeks.',
      'A random forest model of clickstream features predicts completion with high accuracy.',
      'The prediction model identifies learners at risk of dropout early.',
      'Clickstream features such as video views and quiz attempts drive the prediction.',
      'MOOC completion depends on early engagement with course videos.',
    ],
    group: ['Ryan Baker', 'Christopher Brooks', 'Josh Gardner', 'Zachary Pardos'],
  },
  {
    title: ['Discourse analytics of online discussion', 'Epistemic network analysis of discussion forums', 'Collaborative discourse in discussion forums'],
    sentences: [
      'Online discussion forums hold rich traces of collaborative discourse.',
      'We apply epistemic network analysis to discussion posts of students.',
      'Discourse analytics reveals how knowledge building unfolds in forums.',
      'The network model connects discourse codes within each discussion thread.',
      'Collaborative discourse patterns differ between high and low performing groups.',
      'Forum posts were coded for argumentation and knowledge building.',
    ],
    group: ['Simon Knight', 'Alyssa Wise', 'David Williamson Shaffer', 'Simon Buckingham Shum'],
  },
  {
    title: ['Knowledge tracing with deep networks', 'Bayesian knowledge tracing revisited', 'Modelling skill mastery with knowledge tracing'],
    sentences: [
      'Knowledge tracing models estimate skill mastery from student responses.',
      'We compare Bayesian knowledge tracing with deep knowledge tracing on tutor data.',
      'Intelligent tutoring systems log every response to practice problems.',
      'The knowledge tracing model predicts the next response of each student.',
      'Skill mastery estimates guide problem selection in the tutoring system.',
      'Deep networks improve knowledge tracing accuracy on large datasets.',
    ],
    group: ['Kenneth Koedinger', 'Neil Heffernan', 'Michael Yudelson', 'Radek Pelanek'],
  },
  {
    title: ['Writing analytics for academic essays', 'Automated feedback on student writing', 'Reflective writing analytics'],
    sentences: [
      'Writing analytics gives automated feedback on academic essays.',
      'We built a writing analytics tool that highlights rhetorical moves in essays.',
      'Students revised their essays after reading the automated feedback.',
      'Natural language processing detects reflective statements in student writing.',
      'The essay feedback was evaluated with writing teachers.',
      'Rhetorical parsing of essays supports formative feedback at scale.',
    ],
    group: ['Danielle McNamara', 'Laura Allen', 'Andrew Gibson', 'Scott Crossley'],
  },
  {
    title: ['Multimodal learning analytics with eye tracking', 'Eye tracking in collaborative learning', 'Sensors and multimodal data in classrooms'],
    sentences: [
      'Multimodal learning analytics combines eye tracking, audio and sensor data.',
      'We recorded eye tracking data of pairs solving problems together.',
      'Joint visual attention predicted the quality of collaboration.',
      'Sensor data from classrooms captures gestures and movement of students.',
      'Multimodal data streams were aligned with learning outcomes.',
      'Eye tracking measures reveal attention during collaborative problem solving.',
    ],
    group: ['Marcelo Worsley', 'Bertrand Schneider', 'Xavier Ochoa', 'Roberto Martinez-Maldonado'],
  },
];

export const FIXTURE_YEARS = ['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020'] as const;
export const PAPERS_PER_YEAR = 7;
/** 2013: neither source has an abstract for any of its papers */
export const YEAR_WITHOUT_ABSTRACTS = '2013';

export type FixturePaper = {
  doi: string;
  year: string;
  title: string;
  abstract: string;
  theme: number;
  authors: { name: string; openAlexId: string; s2Id: string }[];
  /** which source knows it: OpenAlex (with or without abstract), Semantic Scholar only, or neither */
  path: 'openalex' | 'openalex-no-abstract' | 's2-only' | 'unknown';
};

function authorIds(name: string): { openAlexId: string; s2Id: string } {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return { openAlexId: `A${5000000000 + hash}`, s2Id: String(100000 + (hash % 900000)) };
}

type PaperPlan = {
  years: readonly string[];
  perYear: number;
  themes: Theme[];
  doi: (year: string, index: number) => string;
  /** the paper `n` neither source knows */
  unknown: (n: number) => boolean;
  withoutAbstracts?: string;
  /** the same author id under another spelling of the name (the sources spell one person two ways) */
  spelling?: (name: string, n: number) => string;
};

function makePapers(plan: PaperPlan): FixturePaper[] {
  const papers: FixturePaper[] = [];
  plan.years.forEach((year, y) => {
    for (let i = 0; i < plan.perYear; i += 1) {
      const n = y * plan.perYear + i;
      const theme = (n + (y % 2)) % plan.themes.length;
      const t = plan.themes[theme] as Theme;
      const sentences = t.sentences.filter((_, s) => (s + n) % 5 !== 0);
      const abstract = `${sentences.join(' ')} Our study draws on ${20 + n} participants in ${year}.`;
      const title = `${t.title[n % t.title.length] as string}: a study of ${year}${i === 3 ? ' <i>in practice</i>' : ''}`;
      const size = 1 + (n % 3);
      const names = Array.from({ length: size }, (_, a) => t.group[(n + a) % t.group.length] as string);
      // a researcher of another theme joins now and then: co-authorship across groups
      if (n % 6 === 0) names.push((plan.themes[(theme + 1) % plan.themes.length] as Theme).group[0] as string);
      const path: FixturePaper['path'] = plan.unknown(n) ? 'unknown' : n % 9 === 4 ? 's2-only' : n % 7 === 5 ? 'openalex-no-abstract' : 'openalex';
      papers.push({
        doi: plan.doi(year, i),
        year,
        title,
        abstract: year === plan.withoutAbstracts ? '' : abstract,
        theme,
        authors: [...new Set(names)].map((name) => ({ name: plan.spelling?.(name, n) ?? name, ...authorIds(name) })),
        path,
      });
    }
  });
  return papers;
}

export const FIXTURE_PAPERS: readonly FixturePaper[] = makePapers({
  years: FIXTURE_YEARS,
  perYear: PAPERS_PER_YEAR,
  themes: THEMES,
  doi: (year, index) => `10.1145/fixture${year}.${String(index + 1).padStart(4, '0')}`,
  unknown: (n) => n === 17,
  withoutAbstracts: YEAR_WITHOUT_ABSTRACTS,
});

export const FIXTURE_CONFERENCE: ConferenceDois = conferenceFrom(
  'LAK',
  Object.fromEntries(FIXTURE_YEARS.map((year) => [year, FIXTURE_PAPERS.filter((paper) => paper.year === year).map((paper) => paper.doi)])),
);

/**
 * The second fixture conference, Learning @ Scale (2014 to 2020, 24 papers a year): themes of learning
 * at scale, two of them shared with the LAK fixture (MOOC dropout, knowledge tracing: their researchers
 * publish at both), the others its own. One researcher is spelt two ways ("Zach Pardos" in some papers)
 * under the same author ids; one DOI a year is known to neither source.
 */
const LAS_THEMES: Theme[] = [
  THEMES[1] as Theme,
  THEMES[3] as Theme,
  {
    title: ['Peer grading in massive courses', 'Calibrated peer assessment at scale', 'Reliability of peer grades'],
    sentences: [
      'Peer grading lets thousands of learners assess each other in massive courses.',
      'We calibrate peer grades against staff grades of open response assignments.',
      'Grader bias and reliability vary with the rubric given to peers.',
      'Peer assessment scales feedback to courses with thousands of submissions.',
      'A statistical model corrects the bias of each peer grader.',
      'Learners who grade their peers also improve their own writing.',
    ],
    group: ['Chinmay Kulkarni', 'Piotr Mitros', 'Daphne Koller'],
  },
  {
    title: ['Learnersourcing explanations', 'Crowdsourced hints from learners', 'Learnersourcing video annotations'],
    sentences: [
      'Learnersourcing asks learners to create explanations for other learners.',
      'Crowdsourced hints written by students were rated as helpful as expert hints.',
      'Learners annotated lecture videos with subgoal labels.',
      'The quality of learnersourced explanations was judged by instructors.',
      'Explanations written by peers scale to thousands of practice problems.',
      'A workflow filters learnersourced content before it is shown.',
    ],
    group: ['Juho Kim', 'Robert Miller', 'Joseph Jay Williams'],
  },
  {
    title: ['Lecture video engagement at scale', 'How learners watch lecture videos', 'In-video dropout in online lectures'],
    sentences: [
      'Lecture videos are the main material of many online courses.',
      'We analyse video interaction logs of thousands of learners.',
      'Shorter lecture videos keep the engagement of learners longer.',
      'Pauses and seeks in the video player reveal confusing segments.',
      'Video engagement drops after the first minutes of a lecture.',
      'Interaction peaks point instructors to segments to revise.',
    ],
    group: ['Philip Guo', 'Rene Kizilcec', 'Emily Schneider'],
  },
  {
    title: ['Experiments in online courses', 'Randomized trials at scale in MOOCs', 'A/B testing of course interventions'],
    sentences: [
      'Randomized experiments in online courses test interventions at scale.',
      'We ran A/B tests of motivational messages with thousands of learners.',
      'The intervention raised course completion among learners at risk.',
      'Experiments at scale need infrastructure built into the course platform.',
      'Effects of the interventions differed between countries of learners.',
      'An experiment framework lets instructors compare course designs.',
    ],
    group: ['Justin Reich', 'Dustin Tingley', 'Andrew Ho'],
  },
];

export const LAS_YEARS = ['2014', '2015', '2016', '2017', '2018', '2019', '2020'] as const;
export const LAS_PAPERS_PER_YEAR = 24;
/** the researcher the sources spell two ways in the L@S fixture (same author ids) */
export const TWO_SPELLINGS = { name: 'Zachary Pardos', other: 'Zach Pardos' } as const;

export const LAS_FIXTURE_PAPERS: readonly FixturePaper[] = makePapers({
  years: LAS_YEARS,
  perYear: LAS_PAPERS_PER_YEAR,
  themes: LAS_THEMES,
  doi: (year, index) => `10.1145/lasfixture${year}.${String(index + 1).padStart(4, '0')}`,
  unknown: (n) => n % LAS_PAPERS_PER_YEAR === 11,
  spelling: (name, n) => (name === TWO_SPELLINGS.name && n % 2 === 1 ? TWO_SPELLINGS.other : name),
});

export const LAS_FIXTURE_CONFERENCE: ConferenceDois = conferenceFrom(
  'L@S',
  Object.fromEntries(LAS_YEARS.map((year) => [year, LAS_FIXTURE_PAPERS.filter((paper) => paper.year === year).map((paper) => paper.doi)])),
  'las',
);

/** OpenAlex's inverted index of a text: each word with its positions. */
export function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {};
  text.split(' ').forEach((word, position) => {
    (index[word] ??= []).push(position);
  });
  return index;
}

export function openAlexWork(paper: FixturePaper) {
  return {
    id: `https://openalex.org/W${paper.doi.replace(/\D/g, '').slice(-10)}`,
    doi: `https://doi.org/${paper.doi}`,
    title: paper.title,
    display_name: paper.title,
    publication_year: Number(paper.year),
    type: 'article',
    authorships: paper.authors.map((author, i) => ({
      author_position: i === 0 ? 'first' : 'middle',
      author: { id: `https://openalex.org/${author.openAlexId}`, display_name: author.name, orcid: null },
      institutions: [{ id: 'https://openalex.org/I1', display_name: 'A University', country_code: 'DE' }],
      raw_author_name: author.name,
    })),
    abstract_inverted_index: paper.path === 'openalex-no-abstract' || paper.abstract === '' ? null : invertedIndex(paper.abstract),
    primary_location: { source: { display_name: `LAK '${paper.year.slice(2)}: Proceedings of the International Conference on Learning Analytics and Knowledge` } },
    keywords: [{ display_name: 'Learning analytics', score: 0.6 }],
    topics: [{ display_name: 'Online Learning and Analytics', score: 0.99 }],
    cited_by_count: 12,
  };
}

export function semanticScholarPaper(paper: FixturePaper) {
  return {
    paperId: paper.doi.replace(/\W/g, '').padEnd(40, '0').slice(0, 40),
    title: paper.title,
    abstract: paper.abstract === '' ? null : paper.abstract,
    year: Number(paper.year),
    authors: paper.authors.map((author) => ({ authorId: author.s2Id, name: author.name })),
  };
}

const byDoi = new Map([...FIXTURE_PAPERS, ...LAS_FIXTURE_PAPERS].map((paper) => [paper.doi, paper]));

/** The DOI of an OpenAlex `/works/doi:<doi>` or Semantic Scholar `/graph/v1/paper/DOI:<doi>` request. */
export function requestedDoi(request: Request): string {
  const path = decodeURIComponent(new URL(request.url).pathname);
  return path.replace(/^.*?\/(?:works\/doi:|paper\/DOI:)/i, '').toLowerCase();
}

/** Counts of the requests each source received, per DOI (nothing may be fetched twice). */
export type SourceCalls = { openAlex: Map<string, number>; semanticScholar: Map<string, number> };

export function sourceCalls(): SourceCalls {
  return { openAlex: new Map(), semanticScholar: new Map() };
}

function count(map: Map<string, number>, doi: string) {
  map.set(doi, (map.get(doi) ?? 0) + 1);
}

/** OpenAlex and Semantic Scholar answering the fixture DOIs (404 for any other). */
export function fixtureSourceHandlers(calls: SourceCalls = sourceCalls(), { delayMs = 0 }: { delayMs?: number } = {}): HttpHandler[] {
  return [
    http.get('https://api.openalex.org/works/*', async ({ request }) => {
      if (delayMs > 0) await delay(delayMs);
      const doi = requestedDoi(request);
      // a request cancelled before its answer came is no fetch: only answers given are counted
      if (!request.signal.aborted) count(calls.openAlex, doi);
      const paper = byDoi.get(doi);
      if (!paper || paper.path === 's2-only' || paper.path === 'unknown') return HttpResponse.json({ error: 'Not Found', message: `The requested resource doi:${doi} was not found.` }, { status: 404 });
      return HttpResponse.json(openAlexWork(paper));
    }),
    http.get('https://api.semanticscholar.org/graph/v1/paper/*', async ({ request }) => {
      if (delayMs > 0) await delay(delayMs);
      const doi = requestedDoi(request);
      if (!request.signal.aborted) count(calls.semanticScholar, doi);
      const paper = byDoi.get(doi);
      if (!paper || paper.path === 'unknown') return HttpResponse.json({ error: 'Paper with id DOI:' + doi + ' not found' }, { status: 404 });
      return HttpResponse.json(semanticScholarPaper(paper));
    }),
  ];
}

/** Both sources unreachable (a network error on every request). */
export function sourcesDownHandlers(calls: SourceCalls = sourceCalls()): HttpHandler[] {
  return [
    http.get('https://api.openalex.org/*', ({ request }) => {
      count(calls.openAlex, requestedDoi(request));
      return HttpResponse.error();
    }),
    http.get('https://api.semanticscholar.org/*', ({ request }) => {
      count(calls.semanticScholar, requestedDoi(request));
      return HttpResponse.error();
    }),
  ];
}

/**
 * `source` answers the first `answered` DOIs it is asked for, then goes down (a network error on every
 * later request, retries too): a source failing in the middle of a build. The other source, and the
 * answers given, are the fixture's (counted in `calls`; a failed request is no fetch).
 */
export function sourceDownAfterHandlers(source: SourceName, answered: number, calls: SourceCalls = sourceCalls()): HttpHandler[] {
  const asked = new Set<string>();
  const host = source === 'OpenAlex' ? 'https://api.openalex.org/*' : 'https://api.semanticscholar.org/*';
  return [
    http.get(host, ({ request }) => {
      const doi = requestedDoi(request);
      if (asked.has(doi) || asked.size < answered) {
        asked.add(doi);
        // the fixture's own handler answers
        return undefined;
      }
      return HttpResponse.error();
    }),
    ...fixtureSourceHandlers(calls),
  ];
}
