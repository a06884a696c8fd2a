/**
 * A small built-in encyclopedia standing in for the Wikipedia look-ups of the real server:
 * article titles (capitalised like Wikipedia) with their categories. The Wikipedia filter maps an
 * extracted phrase to an article when its stemmed words equal the title's (or an alias's).
 */
import { stem } from './text';

type ConceptEntry = [title: string, categories: string[], aliases?: string[]];

const ENTRIES: ConceptEntry[] = [
  ['Learning analytics', ['Educational technology', 'Learning'], ['learning analytic']],
  ['Educational data mining', ['Educational technology', 'Data mining']],
  ['Dashboard', ['Data visualization', 'User interfaces'], ['dashboards', 'learning dashboard']],
  ['Self-regulated learning', ['Educational psychology', 'Learning'], ['self regulated learning', 'self-regulation']],
  ['Feedback', ['Educational assessment', 'Communication']],
  ['Formative assessment', ['Educational assessment']],
  ['Educational assessment', ['Education', 'Educational assessment'], ['assessment']],
  ['Peer assessment', ['Educational assessment', 'Collaborative learning'], ['peer review']],
  ['Massive open online course', ['Distance education', 'Educational technology'], ['mooc', 'moocs']],
  ['Online learning', ['Distance education', 'Educational technology'], ['e-learning', 'distance learning']],
  ['Blended learning', ['Educational technology', 'Learning methods']],
  ['Higher education', ['Education', 'Universities and colleges']],
  ['Student engagement', ['Educational psychology', 'Learning'], ['engagement']],
  ['Dropout', ['Education', 'Student attrition'], ['student dropout', 'dropout prediction']],
  ['Knowledge tracing', ['Educational data mining', 'Student modeling']],
  ['Bayesian knowledge tracing', ['Educational data mining', 'Bayesian statistics']],
  ['Intelligent tutoring system', ['Educational technology', 'Artificial intelligence'], ['intelligent tutoring systems', 'tutoring system']],
  ['Student modeling', ['Educational data mining', 'User modeling'], ['student model', 'learner model', 'learner modeling']],
  ['Open learner model', ['Educational technology', 'User modeling'], ['open learner models', 'open learner modeling']],
  ['Learning management system', ['Educational software', 'Educational technology'], ['lms']],
  ['Learning design', ['Instructional design', 'Learning']],
  ['Instructional design', ['Education', 'Learning']],
  ['Collaborative learning', ['Learning methods', 'Collaboration'], ['group learning']],
  ['Computer-supported collaborative learning', ['Educational technology', 'Collaboration'], ['computer supported collaborative learning', 'cscl']],
  ['Mobile learning', ['Educational technology', 'Mobile computing'], ['m-learning']],
  ['Gamification', ['Game design', 'Motivation']],
  ['Motivation', ['Educational psychology', 'Psychology']],
  ['Metacognition', ['Educational psychology', 'Cognition']],
  ['Learning sciences', ['Education', 'Cognitive science']],
  ['Educational technology', ['Education', 'Technology'], ['edtech']],
  ['Curriculum', ['Education']],
  ['Teacher', ['Education', 'Teaching'], ['teachers']],
  ['Learning', ['Cognitive science', 'Education']],
  ['Recommender system', ['Information systems', 'Information retrieval'], ['recommender systems', 'recommendation system', 'recommendation systems']],
  ['Collaborative filtering', ['Recommender systems', 'Information filtering']],
  ['Content-based filtering', ['Recommender systems', 'Information filtering'], ['content based filtering']],
  ['Matrix factorization', ['Recommender systems', 'Linear algebra'], ['matrix factorisation']],
  ['Cold start', ['Recommender systems'], ['cold start problem', 'cold-start']],
  ['Personalization', ['Information systems', 'Marketing'], ['personalisation', 'personalized learning']],
  ['Explainable artificial intelligence', ['Artificial intelligence', 'Machine learning'], ['explainable ai', 'xai']],
  ['Explanation', ['Philosophy of science', 'Human-computer interaction'], ['explanations']],
  ['Transparency', ['Human-computer interaction', 'Ethics'], ['algorithmic transparency']],
  ['Trust', ['Human-computer interaction', 'Social psychology'], ['user trust']],
  ['User control', ['Human-computer interaction']],
  ['User modeling', ['Human-computer interaction', 'Artificial intelligence'], ['user model', 'user models', 'user modelling']],
  ['Interest modeling', ['User modeling', 'Information retrieval'], ['interest model', 'interest models', 'user interest modeling']],
  ['Information retrieval', ['Information science', 'Natural language processing']],
  ['Ranking', ['Information retrieval'], ['learning to rank']],
  ['Evaluation', ['Research methods'], ['user study', 'user studies']],
  ['User experience', ['Human-computer interaction', 'Usability'], ['ux']],
  ['Human-computer interaction', ['Computer science', 'Human-computer interaction'], ['human computer interaction', 'hci']],
  ['Usability', ['Human-computer interaction']],
  ['User interface', ['Human-computer interaction'], ['user interfaces', 'interface', 'interfaces']],
  ['Interactive visualization', ['Data visualization', 'Human-computer interaction'], ['interactive visualisation']],
  ['Data visualization', ['Data visualization', 'Computer graphics'], ['visualization', 'visualisation', 'information visualization', 'visualizations']],
  ['Visual analytics', ['Data visualization', 'Analytics']],
  ['Natural language processing', ['Artificial intelligence', 'Computational linguistics'], ['nlp']],
  ['Keyword extraction', ['Natural language processing', 'Information retrieval'], ['keyphrase extraction', 'keyword extraction algorithms']],
  ['Topic model', ['Natural language processing', 'Machine learning'], ['topic modeling', 'topic modelling', 'topic models']],
  ['Latent Dirichlet allocation', ['Topic model', 'Machine learning'], ['lda']],
  ['Word embedding', ['Natural language processing', 'Machine learning'], ['word embeddings', 'embeddings', 'embedding']],
  ['Semantic similarity', ['Natural language processing', 'Semantics'], ['semantic relatedness']],
  ['Text mining', ['Data mining', 'Natural language processing']],
  ['Sentiment analysis', ['Natural language processing', 'Data mining']],
  ['Knowledge graph', ['Knowledge representation', 'Semantic Web'], ['knowledge graphs']],
  ['Wikipedia', ['Online encyclopedias', 'Websites']],
  ['Scientific literature', ['Academic publishing'], ['scholarly publications', 'scientific publications', 'publications']],
  ['Citation analysis', ['Bibliometrics'], ['citation network', 'citations']],
  ['Bibliometrics', ['Library science', 'Scientometrics']],
  ['Social media', ['Social media', 'Mass media']],
  ['Twitter', ['Social media', 'Microblogging'], ['tweets', 'tweet']],
  ['Social network analysis', ['Social networks', 'Network science'], ['social network', 'social networks']],
  ['Microblogging', ['Social media', 'Blogging'], ['microblog', 'microblogs']],
  ['Hashtag', ['Social media', 'Metadata'], ['hashtags']],
  ['Community detection', ['Network science', 'Graph theory']],
  ['Online community', ['Social media', 'Virtual communities'], ['online communities']],
  ['Machine learning', ['Artificial intelligence', 'Computer science']],
  ['Deep learning', ['Machine learning', 'Artificial neural networks']],
  ['Artificial neural network', ['Machine learning', 'Artificial intelligence'], ['neural network', 'neural networks']],
  ['Predictive modelling', ['Statistics', 'Machine learning'], ['predictive model', 'predictive models', 'prediction model', 'predictive modeling']],
  ['Statistical classification', ['Machine learning', 'Statistics'], ['classification', 'classifier']],
  ['Cluster analysis', ['Machine learning', 'Statistics'], ['clustering']],
  ['Data mining', ['Computer science', 'Data analysis']],
  ['Process mining', ['Data mining', 'Business process management']],
  ['Sequence analysis', ['Data analysis'], ['sequential pattern mining', 'sequence mining']],
  ['Fairness', ['Ethics', 'Machine learning'], ['algorithmic fairness', 'fairness in machine learning']],
  ['Privacy', ['Information privacy', 'Ethics'], ['data privacy']],
  ['Ethics', ['Philosophy', 'Applied ethics']],
  ['Large language model', ['Natural language processing', 'Deep learning'], ['large language models', 'llm', 'llms']],
  ['Chatbot', ['Artificial intelligence', 'Human-computer interaction'], ['chatbots', 'conversational agent', 'conversational agents']],
  ['Generative artificial intelligence', ['Artificial intelligence'], ['generative ai']],
  ['Eye tracking', ['Human-computer interaction', 'Psychology']],
  ['Multimodal learning analytics', ['Learning analytics', 'Multimodal interaction']],
  ['Open educational resources', ['Open content', 'Educational technology'], ['open educational resource', 'oer']],
  ['Reflection', ['Learning', 'Metacognition']],
  ['Academic performance', ['Educational assessment'], ['student performance', 'academic achievement']],
  ['Early warning system', ['Educational technology', 'Risk management'], ['early warning systems', 'early alert']],
  ['Study skills', ['Learning', 'Education'], ['time management']],
  ['Discussion forum', ['Online communities', 'Educational technology'], ['discussion forums', 'forum', 'forums']],
  ['Peer feedback', ['Educational assessment', 'Collaborative learning']],
  ['Rubric', ['Educational assessment'], ['rubrics']],
  ['Writing analytics', ['Learning analytics', 'Writing']],
  ['Automated essay scoring', ['Educational assessment', 'Natural language processing'], ['essay scoring']],
  ['Concept map', ['Knowledge representation', 'Diagrams'], ['concept maps', 'concept mapping']],
  ['Serendipity', ['Recommender systems'], ['diversity']],
  ['Session-based recommendation', ['Recommender systems'], ['session based recommendation', 'sequential recommendation']],
  ['Conversational recommender system', ['Recommender systems', 'Chatbots'], ['conversational recommendation']],
  ['Educational recommender system', ['Recommender systems', 'Educational technology'], ['educational recommender systems', 'course recommendation']],
  ['Scholarly recommendation', ['Recommender systems', 'Academic publishing'], ['paper recommendation', 'citation recommendation']],
  ['Tweet recommendation', ['Recommender systems', 'Twitter'], ['tweet recommendations']],
  ['Crowdsourcing', ['Collective intelligence', 'Outsourcing']],
  ['Open science', ['Science', 'Open access'], ['open access']],
  ['Reproducibility', ['Research methods', 'Science']],
  ['Data literacy', ['Literacy', 'Data analysis']],
  ['Computational thinking', ['Computer science education', 'Problem solving']],
  ['Programming education', ['Computer science education'], ['introductory programming', 'programming courses']],
  ['Automated feedback', ['Educational technology', 'Feedback']],
];

export type Concept = { title: string; categories: string[] };

function normalise(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[-‐]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(stem)
    .join(' ');
}

const INDEX = new Map<string, Concept>();
ENTRIES.forEach(([title, categories, aliases = []]) => {
  const concept = { title, categories };
  [title, ...aliases].forEach((form) => {
    const key = normalise(form);
    if (!INDEX.has(key)) INDEX.set(key, concept);
  });
});

/** The article a phrase names, if the built-in encyclopedia has it. */
export function lookupConcept(phrase: string): Concept | undefined {
  return INDEX.get(normalise(phrase));
}

/** Stems of every word that appears in a known article title (the topical prior of TopicalPageRank). */
export const DOMAIN_STEMS: ReadonlySet<string> = new Set(
  ENTRIES.flatMap(([title, , aliases = []]) => [title, ...aliases]).flatMap((form) =>
    form.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter((w) => w.length > 2).map(stem),
  ),
);

/** Every article with its title and aliases as written (the forms a phrase may name it by). */
export const CONCEPT_ENTRIES: readonly (Concept & { forms: string[] })[] = ENTRIES.map(([title, categories, aliases = []]) => ({
  title,
  categories,
  forms: [title, ...aliases],
}));

/** Every title and alias of the encyclopedia, as written. */
export const CONCEPT_FORMS: readonly string[] = CONCEPT_ENTRIES.flatMap((entry) => entry.forms);

/** Wikipedia-style title: first letter upper-case, the rest as written. */
export function wikiTitle(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
