/**
 * Learning-analytics vocabulary the generated LAK data set is assembled from.
 * Topics are Wikipedia-like capitalised concepts; keywords are lower-case phrases.
 */

export type TopicSeed = {
  name: string;
  /** related lower-case keywords; a paper tagged with the topic mentions one or two of them */
  keywords: readonly string[];
  /** base popularity */
  weight: number;
  /** first conference year in which the topic appears */
  from?: number;
  /** years in which the topic is especially popular */
  peak?: readonly [number, number];
};

export const TOPIC_SEEDS: readonly TopicSeed[] = [
  { name: 'Learning analytics', keywords: ['learning analytics', 'analytics', 'learning analytics dashboard'], weight: 14 },
  { name: 'Student', keywords: ['students', 'student engagement', 'student success'], weight: 10 },
  { name: 'Data', keywords: ['data', 'educational data', 'log data'], weight: 8 },
  { name: 'Learning', keywords: ['learning', 'online learning', 'learning outcomes'], weight: 8 },
  { name: 'Massive open online course', keywords: ['mooc', 'dropout', 'course completion'], weight: 4, from: 2012, peak: [2013, 2016] },
  { name: 'Dashboard', keywords: ['dashboard', 'teacher dashboard', 'student-facing dashboard'], weight: 5 },
  { name: 'Educational data mining', keywords: ['educational data mining', 'clustering', 'classification'], weight: 5 },
  { name: 'Machine learning', keywords: ['machine learning', 'prediction', 'predictive model'], weight: 4, peak: [2016, 2020] },
  { name: 'Deep learning', keywords: ['deep learning', 'neural network', 'recurrent neural network'], weight: 3, from: 2016, peak: [2018, 2020] },
  { name: 'Natural language processing', keywords: ['text mining', 'discourse analysis', 'natural language processing'], weight: 3 },
  { name: 'Social network analysis', keywords: ['social network analysis', 'discussion forum', 'collaboration network'], weight: 4, peak: [2011, 2014] },
  { name: 'Feedback', keywords: ['feedback', 'formative feedback', 'peer feedback'], weight: 4 },
  { name: 'Assessment', keywords: ['assessment', 'formative assessment', 'peer assessment'], weight: 4 },
  { name: 'Learning management system', keywords: ['learning management system', 'moodle', 'clickstream'], weight: 3, peak: [2011, 2015] },
  { name: 'Self-regulated learning', keywords: ['self-regulated learning', 'metacognition', 'goal setting'], weight: 3, peak: [2015, 2020] },
  { name: 'Motivation', keywords: ['motivation', 'engagement', 'persistence'], weight: 3 },
  { name: 'Curriculum', keywords: ['curriculum', 'curriculum analytics', 'program design'], weight: 2 },
  { name: 'Teacher', keywords: ['teachers', 'instructor', 'teaching practice'], weight: 4 },
  { name: 'Higher education', keywords: ['higher education', 'university', 'institutional research'], weight: 4 },
  { name: 'Ethics', keywords: ['ethics', 'privacy', 'student privacy'], weight: 2, peak: [2016, 2020] },
  { name: 'Learning design', keywords: ['learning design', 'instructional design', 'course design'], weight: 3, peak: [2014, 2018] },
  { name: 'Knowledge tracing', keywords: ['knowledge tracing', 'bayesian knowledge tracing', 'student modeling'], weight: 2 },
  { name: 'Intelligent tutoring system', keywords: ['intelligent tutoring system', 'tutoring', 'hints'], weight: 2 },
  { name: 'Collaborative learning', keywords: ['collaborative learning', 'group work', 'teamwork'], weight: 3 },
  { name: 'Writing', keywords: ['writing analytics', 'essays', 'automated writing evaluation'], weight: 2, from: 2013 },
  { name: 'Multimodal learning analytics', keywords: ['multimodal learning analytics', 'eye tracking', 'sensor data'], weight: 2, from: 2013, peak: [2016, 2020] },
  { name: 'Recommender system', keywords: ['recommender system', 'recommendation', 'personalization'], weight: 3, peak: [2011, 2013] },
  { name: 'Data visualization', keywords: ['data visualization', 'visual analytics', 'interactive visualization'], weight: 3 },
  { name: 'Sequence analysis', keywords: ['sequence mining', 'process mining', 'sequence analysis'], weight: 2 },
  { name: 'Epistemic network analysis', keywords: ['epistemic network analysis', 'epistemic frames', 'quantitative ethnography'], weight: 1, from: 2014 },
  { name: 'Game-based learning', keywords: ['serious games', 'game-based learning', 'game analytics'], weight: 2 },
  { name: 'Mobile learning', keywords: ['mobile learning', 'mobile devices', 'smartphones'], weight: 2, peak: [2011, 2014] },
  { name: 'Retention', keywords: ['retention', 'at-risk students', 'early warning system'], weight: 3 },
  { name: 'Explainable artificial intelligence', keywords: ['explainable ai', 'interpretability', 'fairness'], weight: 2, from: 2018 },
  { name: 'Video', keywords: ['lecture videos', 'video interaction', 'video analytics'], weight: 2, from: 2012 },
  { name: 'Reflection', keywords: ['reflection', 'reflective writing', 'learning journals'], weight: 1 },
  { name: 'Policy', keywords: ['policy', 'institutional adoption', 'adoption'], weight: 2 },
  { name: 'Open educational resources', keywords: ['open educational resources', 'open content', 'resource reuse'], weight: 1, peak: [2011, 2013] },
  { name: 'Emotion', keywords: ['affect', 'emotion detection', 'confusion'], weight: 2 },
  { name: 'Computer programming', keywords: ['programming', 'computer science education', 'code submissions'], weight: 2 },
];

export const CONTEXTS: readonly string[] = [
  'a first-year engineering course',
  'massive online courses',
  'blended classrooms',
  'an undergraduate statistics course',
  'secondary school mathematics',
  'medical education',
  'a large distance-learning university',
  'teacher education',
  'introductory computer science',
  'language learning',
  'a flipped biology course',
  'workplace training',
];

export const AUDIENCES: readonly string[] = [
  'teachers',
  'course designers',
  'academic advisors',
  'institutional leaders',
  'learners',
  'tutors',
  'researchers',
];

export const ADJECTIVES: readonly string[] = ['scalable', 'human-centred', 'theory-driven', 'data-informed', 'participatory', 'longitudinal'];

/** Title patterns; a and b are keywords of the paper, c a context, d an audience, e an adjective. */
export const TITLE_PATTERNS: readonly ((w: TitleWords) => string)[] = [
  (w) => `${cap(w.a)} and ${w.b} in ${w.c}`,
  (w) => `Towards ${w.e} ${w.a} for ${w.d}`,
  (w) => `Using ${w.a} to understand ${w.b}`,
  (w) => `${cap(w.a)} at scale: a study of ${w.b}`,
  (w) => `Predicting ${w.b} with ${w.a}`,
  (w) => `What ${w.a} can reveal about ${w.b}`,
  (w) => `Supporting ${w.d} with ${w.a}`,
  (w) => `A ${w.e} approach to ${w.a} in ${w.c}`,
  (w) => `${cap(w.a)} meets ${w.b}: lessons from ${w.c}`,
  (w) => `Investigating ${w.a} through ${w.b}`,
  (w) => `Beyond ${w.a}: ${w.b} as a lens on learning`,
  (w) => `Modelling ${w.b} from ${w.a} traces`,
];

export type TitleWords = { a: string; b: string; c: string; d: string; e: string };

/** Abstract sentences; each uses one or two of the paper's terms (topics or keywords, lower-case). */
export const ONE_TERM_SENTENCES: readonly ((a: string, w: TitleWords) => string)[] = [
  (a) => `We then turn to ${a}.`,
  (a) => `The approach builds on ${a}.`,
  (a, w) => `We discuss what ${a} means for ${w.d}.`,
  (a) => `We also report how ${a} changed over the semester.`,
  (a, w) => `A ${w.e} perspective on ${a} guides the design.`,
];

export const TWO_TERM_SENTENCES: readonly ((a: string, b: string, n: number) => string)[] = [
  (a, b) => `Prior work on ${a} rarely considers ${b}.`,
  (a, b, n) => `We combine ${a} with ${b} to analyse data from ${n} learners.`,
  (a, b) => `Results show that ${a} is associated with ${b}.`,
  (a, b) => `Our analysis of ${a} reveals distinct patterns of ${b}.`,
  (a, b, n) => `In a study with ${n} participants, ${a} and ${b} were measured together.`,
];

export const CLOSING_SENTENCES: readonly ((w: TitleWords) => string)[] = [
  (w) => `Implications for ${w.d} and for future learning analytics research are discussed.`,
  (w) => `We close with recommendations for ${w.d}.`,
  () => 'The data set and analysis scripts are shared to support replication.',
  (w) => `Limitations of the study in ${w.c} are outlined.`,
];

export const SURNAMES: readonly string[] = [
  'Ammari', 'Chen', 'Diaz', 'Martinez', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Schmidt', 'Tanaka',
  'Usman', 'Xu', 'Yilmaz', 'Zhang', 'Andersen', 'Bergstrom', 'Costa', 'Eriksson', 'Fischer', 'Garcia',
  'Hassan', 'Ivanova', 'Jansen', 'Kim', 'Lopez', 'Mueller', 'Nguyen', 'Oliveira', 'Park', 'Quinn',
  'Ramos', 'Silva', 'Torres', 'Uddin', 'Vasquez', 'Weber', 'Yamamoto', 'Zimmermann', 'Aguilar', 'Bakker',
  'Castro', 'De Vries', 'Ekstrom', 'Fontaine', 'Gomez', 'Huang', 'Iqbal', 'Kumar', 'Larsen', 'Moreno',
  'Novak', 'Ortiz', 'Pereira', 'Reyes', 'Santos', 'Tran', 'Ueda', 'Villa', 'Wang', 'Yang',
  'Zhou', 'Abbott', 'Bishop', 'Clarke', 'Dunn', 'Ellis', 'Fraser', 'Gibson', 'Hughes', 'Irwin',
  'Jenkins', 'Knight', 'Lambert', 'Mason', 'Norris', 'Owens', 'Palmer', 'Reid', 'Spencer', 'Turner',
  'Vaughan', 'Walsh', 'Young', 'Achebe', 'Brennan', 'Carvalho', 'Dimitrov', 'Esposito', 'Farouk', 'Gallagher',
  'Haddad', 'Ibrahim', 'Jablonski', 'Kowalski', 'Lindqvist', 'Mensah', 'Nilsson', 'Osei', 'Papadopoulos', 'Rahman',
  'Sato', 'Takahashi', 'Van Dijk', 'Wojcik', 'Yusuf', 'Zhao', 'Banerjee', 'Hoffmann', 'Kaur', 'Moretti',
  'Novotny', 'Sandoval',
];

export const INITIALS = 'ABCDEFGHIJKLMNOPRSTVWY';

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
