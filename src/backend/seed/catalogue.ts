/**
 * The Semantic Scholar catalogue of the built-in backend: author id -> papers. Registering (or
 * refreshing) with one of these ids imports the author's papers; any other id imports nothing.
 * Titles are hand-written; abstracts are composed from each paper's three focus phrases.
 */
import { hashString, hex40 } from './random';

type PaperSpec = [title: string, yearsAgo: number, coauthors: string[], focus: [string, string, string]];
export type CatalogueAuthor = { name: string; papers: PaperSpec[] };

const CATALOGUE: Record<string, CatalogueAuthor> = {
  '2093614': {
    name: 'Lena Hoffmann',
    papers: [
      ['Learning Analytics Dashboards for Self-Regulated Learning: A Design Study', 5, ['Jonas Berg'], ['learning analytics dashboards', 'self-regulated learning', 'feedback']],
      ['What Students Do with Feedback: Tracing Dashboard Use in Blended Courses', 4, ['Priya Raman'], ['feedback', 'dashboard', 'blended learning']],
      ['Teacher-Facing Learning Analytics for Formative Assessment', 4, ['Kenji Watanabe', 'Hannah Weiss'], ['learning analytics', 'formative assessment', 'teachers']],
      ['Early Warning Systems in Higher Education: Accuracy Versus Actionability', 3, ['Priya Raman'], ['early warning systems', 'higher education', 'predictive models']],
      ['Supporting Reflection with Open Learner Models in Online Courses', 2, ['Jonas Berg'], ['open learner models', 'reflection', 'online learning']],
      ['Student Engagement Indicators from Learning Management System Logs', 2, [], ['student engagement', 'learning management system', 'learning analytics']],
      ['Co-designing Learning Analytics Dashboards with Students and Teachers', 1, ['Jonas Berg', 'Kenji Watanabe'], ['learning analytics dashboards', 'learning design', 'teachers']],
      ['Automated Feedback at Scale: Effects on Self-Regulated Learning in MOOCs', 1, ['Amara Okafor'], ['automated feedback', 'self-regulated learning', 'moocs']],
      ['Explainable Predictions for Learning Analytics Dashboards', 0, ['Mateo Alvarez'], ['explainable AI', 'learning analytics dashboards', 'trust']],
      ['Data Literacy of Teachers Working with Learning Analytics', 0, ['Hannah Weiss'], ['data literacy', 'teachers', 'learning analytics']],
    ],
  },
  '2107782': {
    name: 'Mateo Alvarez',
    papers: [
      ['Explaining Recommendations with Interest Profiles', 5, ['Sofia Lindqvist'], ['recommender systems', 'explanations', 'user modeling']],
      ['Transparency and Trust in Educational Recommender Systems', 4, ['Lena Hoffmann'], ['transparency', 'trust', 'educational recommender systems']],
      ['User Control in Tweet Recommendation: A Field Study', 4, ['Sofia Lindqvist'], ['user control', 'tweet recommendation', 'twitter']],
      ['Mitigating Cold Start with Semantic Interest Models', 3, ['Amara Okafor'], ['cold start', 'interest models', 'semantic similarity']],
      ['Collaborative Filtering Meets Knowledge Graphs for Course Recommendation', 2, ['Tomás Rivera'], ['collaborative filtering', 'knowledge graphs', 'course recommendation']],
      ['Scrutable User Models for Conversational Recommendation', 2, [], ['user models', 'conversational recommendation', 'transparency']],
      ['Evaluating Explanation Interfaces for Recommender Systems', 1, ['Jonas Berg'], ['explanations', 'user interfaces', 'recommender systems']],
      ['Serendipity and Diversity in Scholarly Paper Recommendation', 1, ['Tomás Rivera'], ['serendipity', 'paper recommendation', 'scientific publications']],
      ['Large Language Models as Explanation Generators for Recommender Systems', 0, ['Amara Okafor'], ['large language models', 'explanations', 'recommender systems']],
    ],
  },
  '1985523': {
    name: 'Priya Raman',
    papers: [
      ['Predicting Dropout in Massive Open Online Courses from Clickstream Data', 5, [], ['dropout prediction', 'moocs', 'predictive models']],
      ['Deep Knowledge Tracing Revisited: When Do Neural Networks Help?', 4, ['Mei Chen'], ['knowledge tracing', 'neural networks', 'student modeling']],
      ['Bayesian Knowledge Tracing with Forgetting for Intelligent Tutoring Systems', 3, [], ['bayesian knowledge tracing', 'intelligent tutoring systems', 'student model']],
      ['Sequential Pattern Mining of Help-Seeking Behaviour', 3, ['Lena Hoffmann'], ['sequential pattern mining', 'educational data mining', 'intelligent tutoring systems']],
      ['Fairness of Predictive Models in Higher Education', 2, ['Hannah Weiss'], ['fairness', 'predictive models', 'higher education']],
      ['Clustering Learner Trajectories in Introductory Programming', 1, ['Mei Chen'], ['clustering', 'introductory programming', 'educational data mining']],
      ['Early Alert Models That Teachers Can Act On', 1, ['Lena Hoffmann'], ['early warning systems', 'teachers', 'predictive models']],
      ['Knowledge Tracing for Open-Ended Programming Tasks', 0, ['Mei Chen'], ['knowledge tracing', 'programming education', 'automated feedback']],
    ],
  },
  '2241867': {
    name: 'Jonas Berg',
    papers: [
      ['Interactive Visualization of Open Learner Models', 5, ['Lena Hoffmann'], ['open learner models', 'interactive visualization', 'student modeling']],
      ['Visual Analytics for Course Designers', 4, [], ['visual analytics', 'learning design', 'dashboard']],
      ['An Eye Tracking Study of Learning Analytics Dashboards', 3, ['Lena Hoffmann'], ['eye tracking', 'learning analytics dashboards', 'usability']],
      ['Concept Maps as Explanations of Interest Profiles', 3, ['Mateo Alvarez'], ['concept maps', 'interest models', 'explanations']],
      ['Designing Usable Data Visualizations for Students', 2, [], ['data visualization', 'usability', 'student engagement']],
      ['Comparing Word Clouds and Bar Charts for Keyword Profiles', 1, ['Amara Okafor'], ['data visualization', 'user study', 'keyword extraction']],
      ['Human-Computer Interaction Perspectives on Explainable AI in Education', 1, ['Mateo Alvarez'], ['human-computer interaction', 'explainable AI', 'educational technology']],
      ['Visualizing Similarity Between Interest Profiles of Researchers', 0, ['Sofia Lindqvist'], ['data visualization', 'semantic similarity', 'interest models']],
    ],
  },
  '2016394': {
    name: 'Amara Okafor',
    papers: [
      ['Keyphrase Extraction from Scientific Abstracts: A Comparison of Graph-Based Methods', 5, [], ['keyphrase extraction', 'scientific publications', 'evaluation']],
      ['Topic Modeling of Learning Analytics Conference Proceedings', 4, ['Lena Hoffmann'], ['topic modeling', 'learning analytics', 'latent dirichlet allocation']],
      ['Wikipedia-Based Filtering for Keyword Extraction', 3, [], ['wikipedia', 'keyword extraction', 'semantic similarity']],
      ['Word Embeddings for Measuring Semantic Similarity of Research Interests', 3, ['Sofia Lindqvist'], ['word embeddings', 'semantic similarity', 'interest models']],
      ['Automated Essay Scoring with Transparent Features', 2, ['Kenji Watanabe'], ['automated essay scoring', 'natural language processing', 'transparency']],
      ['Writing Analytics for Reflective Essays', 1, [], ['writing analytics', 'reflection', 'natural language processing']],
      ['Mining Discussion Forums with Topic Models', 1, ['Priya Raman'], ['discussion forums', 'topic models', 'moocs']],
      ['Large Language Models for Keyword Extraction: Promise and Pitfalls', 0, ['Mateo Alvarez'], ['large language models', 'keyword extraction', 'evaluation']],
      ['Building Knowledge Graphs from Scholarly Publications', 0, [], ['knowledge graphs', 'scientific publications', 'text mining']],
    ],
  },
  '2150029': {
    name: 'Sofia Lindqvist',
    papers: [
      ['Inferring Research Interests from Twitter Timelines', 5, ['Mateo Alvarez'], ['twitter', 'interest modeling', 'user modeling']],
      ['Hashtag Communities in Academic Twitter', 4, [], ['hashtags', 'online communities', 'social network analysis']],
      ['Combining Publications and Tweets for Interest Modeling', 3, ['Amara Okafor'], ['interest modeling', 'scientific publications', 'tweets']],
      ['Short-Term and Long-Term User Models from Microblogs', 3, [], ['user models', 'microblogs', 'interest modeling']],
      ['Privacy Attitudes Toward Social Media Analytics in Education', 2, ['Hannah Weiss'], ['privacy', 'social media', 'learning analytics']],
      ['Recommending People to Follow in Research Communities', 1, ['Mateo Alvarez'], ['recommender systems', 'social networks', 'online communities']],
      ['Sentiment Analysis of Student Tweets About Online Learning', 1, [], ['sentiment analysis', 'tweets', 'online learning']],
      ['Tracking Interest Drift on Social Media', 0, ['Amara Okafor'], ['interest modeling', 'social media', 'user models']],
    ],
  },
  '2308471': {
    name: 'Kenji Watanabe',
    papers: [
      ['Peer Assessment in Computer-Supported Collaborative Learning', 5, [], ['peer assessment', 'computer-supported collaborative learning', 'feedback']],
      ['Mobile Learning Analytics for Field Trips', 4, ['Lena Hoffmann'], ['mobile learning', 'learning analytics', 'student engagement']],
      ['Group Awareness Tools in Online Discussions', 3, [], ['collaborative learning', 'discussion forums', 'data visualization']],
      ['Rubrics and Peer Feedback Quality in Large Courses', 3, ['Amara Okafor'], ['rubrics', 'peer feedback', 'higher education']],
      ['Gamification and Motivation in Collaborative Mobile Apps', 2, [], ['gamification', 'motivation', 'mobile learning']],
      ['Analytics of Collaborative Programming Sessions', 1, ['Mei Chen'], ['collaborative learning', 'programming education', 'process mining']],
      ['Chatbots as Facilitators of Group Learning', 1, [], ['chatbots', 'collaborative learning', 'motivation']],
      ['Multimodal Learning Analytics of Face-to-Face Collaboration', 0, ['Jonas Berg'], ['multimodal learning analytics', 'collaborative learning', 'eye tracking']],
    ],
  },
  '1741101': {
    name: 'Hannah Weiss',
    papers: [
      ['Open Educational Resources in Learning Analytics Research', 4, [], ['open educational resources', 'learning analytics', 'open science']],
      ['Reproducibility of Predictive Models in Learning Analytics', 3, ['Priya Raman'], ['reproducibility', 'predictive models', 'learning analytics']],
      ['Recommending Open Educational Resources to Teachers', 2, ['Mateo Alvarez'], ['open educational resources', 'recommender systems', 'teachers']],
      ['Dashboards for Open Science Practices', 1, [], ['open science', 'dashboard', 'data visualization']],
      ['Privacy by Design in Learning Analytics Infrastructures', 1, ['Sofia Lindqvist'], ['privacy', 'learning analytics', 'ethics']],
      ['Teacher Data Literacy Programmes: A Review', 0, ['Lena Hoffmann'], ['data literacy', 'teachers', 'higher education']],
    ],
  },
  '2280041': {
    name: 'Tomás Rivera',
    papers: [
      ['Session-Based Recommendation of Learning Resources', 4, [], ['session-based recommendation', 'open educational resources', 'personalization']],
      ['Neural Ranking Models for Course Search', 3, ['Mateo Alvarez'], ['ranking', 'neural networks', 'course recommendation']],
      ['Diversity-Aware Recommender Systems for MOOCs', 2, [], ['diversity', 'recommender systems', 'moocs']],
      ['Evaluating Recommender Systems with Students', 1, ['Lena Hoffmann'], ['evaluation', 'recommender systems', 'higher education']],
      ['Conversational Agents for Study Planning', 0, [], ['conversational agents', 'study skills', 'personalization']],
    ],
  },
  '2199350': {
    name: 'Mei Chen',
    papers: [
      ['Computational Thinking Assessment in Secondary Schools', 4, [], ['computational thinking', 'assessment', 'curriculum']],
      ['Automated Feedback for Introductory Programming', 3, ['Priya Raman'], ['automated feedback', 'introductory programming', 'learning analytics']],
      ['Process Mining of Programming Behaviour', 2, ['Kenji Watanabe'], ['process mining', 'programming education', 'educational data mining']],
      ['Generative AI in Programming Courses: Student Perceptions', 1, [], ['generative AI', 'programming education', 'academic performance']],
      ['Knowledge Tracing for Programming Concepts', 0, ['Priya Raman'], ['knowledge tracing', 'programming education', 'student modeling']],
    ],
  },
};

const OPENINGS = [
  'Interest in {f0} is growing, yet little is known about how it shapes {f1} in everyday teaching.',
  'This paper investigates {f0} and its relation to {f1}.',
  'We present a study of {f0} with a particular focus on {f1}.',
  'Research on {f0} has rarely examined {f1} directly.',
];
const SETTINGS = [
  'Drawing on data from {n} {who} in {where}, we {how}.',
  'We collected data from {n} {who} in {where} and {how}.',
  'Working with {n} {who} in {where}, we {how}.',
];
const FINDINGS = [
  'The results indicate a link between {f0} and {f2}, while the value of {f1} depends on how it is introduced.',
  'Our analysis links {f1} to {f2} and shows that {f0} adds value when aligned with course goals.',
  'We find that combining {f0} with {f1} makes a measurable difference for {f2}.',
  'Participants valued {f0}, but {f2} only changed when {f1} was part of the routine.',
];
const CLOSINGS = [
  'We discuss implications for the design of {f0} and outline directions for research on {f2}.',
  'The paper closes with recommendations for practitioners who want to use {f0} for {f2}.',
  'We release our materials to support further work on {f0} and {f1}.',
];
const WHO = ['students', 'learners', 'course participants', 'university students', 'teachers and students'];
const WHERE = ['three blended courses', 'a large first-year course', 'two online courses', 'an online master programme', 'secondary school classrooms', 'a university-wide pilot'];
const HOW = [
  'combine interaction logs with questionnaires',
  'run a controlled field experiment',
  'conduct a mixed-methods evaluation',
  'compare several modelling approaches',
  'analyse interaction traces alongside interviews',
];

function pick<T>(list: readonly T[], seed: number): T {
  const item = list[seed % list.length];
  if (item === undefined) throw new Error('empty template list');
  return item;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function composeAbstract(title: string, focus: [string, string, string]): string {
  const h = hashString(title);
  const [f0, f1, f2] = focus;
  const values = {
    f0,
    f1,
    f2,
    n: String(40 + (h % 380)),
    who: pick(WHO, h >>> 3),
    where: pick(WHERE, h >>> 6),
    how: pick(HOW, h >>> 9),
  };
  return [pick(OPENINGS, h), pick(SETTINGS, h >>> 12), pick(FINDINGS, h >>> 15), pick(CLOSINGS, h >>> 18)]
    .map((sentence) => fill(sentence, values))
    .join(' ');
}

/**
 * Papers Semantic Scholar lists only after the seed was taken: the seed leaves them out, so that
 * fetching new papers (fetch-papers/, trigger-data-updata/) has something to bring.
 */
const LISTED_LATER: Record<string, PaperSpec[]> = {
  '2093614': [
    ['Learning Analytics Dashboards in the Wild: A Longitudinal Study', 0, ['Jonas Berg'], ['learning analytics dashboards', 'longitudinal study', 'adoption']],
    ['Students as Partners in Designing Feedback Analytics', 0, ['Priya Raman'], ['feedback', 'participatory design', 'students']],
    ['Fairness Audits of Early Warning Systems', 0, ['Mateo Alvarez'], ['early warning systems', 'fairness', 'predictive models']],
  ],
  '2107782': [['Conversational Explanations for Recommender Systems', 0, ['Sofia Lindqvist'], ['recommender systems', 'conversational agents', 'explanations']]],
};

export function catalogueAuthor(authorId: string): CatalogueAuthor | undefined {
  return CATALOGUE[authorId];
}

/** Every catalogued author id (registering with one of them imports its papers). */
export function catalogueAuthorIds(): string[] {
  return Object.keys(CATALOGUE);
}

/**
 * The author's papers with years relative to `now`, in the shape the import stores; `listedLater`
 * adds the papers listed after the seed (every import after the seed sees them).
 */
export function cataloguePapers(authorId: string, now: number, options: { listedLater?: boolean } = {}) {
  const author = CATALOGUE[authorId];
  if (!author) return [];
  const year = new Date(now).getUTCFullYear();
  const specs = options.listedLater ? [...author.papers, ...(LISTED_LATER[authorId] ?? [])] : author.papers;
  return specs.map(([title, yearsAgo, coauthors, focus]) => {
    const paperId = hex40(`paper:${title}`);
    return {
      paper_id: paperId,
      title,
      authors: [author.name, ...coauthors].join(','),
      url: `https://www.semanticscholar.org/paper/${paperId}`,
      year: year - yearsAgo,
      abstract: composeAbstract(title, focus),
    };
  });
}
