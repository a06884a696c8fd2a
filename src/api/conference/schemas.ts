// zod's tree-shakable functional API: only the validators used here reach the bundle.
import * as z from 'zod/mini';
import '../zod-messages';
import { NO_DATA_NODE_ID } from './constants';

/**
 * Schemas of the conference (LAK) API, api-contract section 6. Tuple answers are parsed position by
 * position and turned into named objects; numbers that arrive as numeric strings are coerced.
 */

/** A number that may arrive as a numeric string ("12", "3.0"). */
export const lakNumber = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);

/** The longest topic, keyword or author name kept; a longer one is cut here, before a URL or a layout sees it. */
export const MAX_LAK_NAME_LENGTH = 200;
/** The longest title kept. */
export const MAX_LAK_TITLE_LENGTH = 1_000;
/** The longest abstract kept. */
export const MAX_LAK_ABSTRACT_LENGTH = 20_000;

function cutTo(limit: number) {
  return z.pipe(
    z.string(),
    z.transform((text: string) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`)),
  );
}

/** A topic, keyword or author name. */
const lakName = cutTo(MAX_LAK_NAME_LENGTH);
const lakTitle = cutTo(MAX_LAK_TITLE_LENGTH);
const lakAbstract = cutTo(MAX_LAK_ABSTRACT_LENGTH);

function sameLength(arrays: readonly (readonly unknown[])[]): boolean {
  return arrays.every((array) => array.length === arrays[0]?.length);
}

/** `{value, label}` options (value === label in every conference answer; key order varies). */
export const lakOptionSchema = z.object({ value: lakName, label: lakName });
export type LakOption = z.infer<typeof lakOptionSchema>;
export const lakOptionListSchema = z.array(lakOptionSchema);

/** 6.1, 6.2 word-cloud items */
export const wordCloudItemSchema = z.object({ text: lakName, value: lakNumber });
export type WordCloudItem = z.infer<typeof wordCloudItemSchema>;
export const lakTopicsSchema = z.pipe(
  z.object({ topics: z.array(wordCloudItemSchema) }),
  z.transform((body) => body.topics),
);
export const lakKeywordsSchema = z.pipe(
  z.object({ keywords: z.array(wordCloudItemSchema) }),
  z.transform((body) => body.keywords),
);

/** 6.3, 6.4 `{"keywords": [names, values]}` -> `{ names, values }` */
export const topTermsSchema = z.pipe(
  z
    .object({ keywords: z.tuple([z.array(lakName), z.array(lakNumber)]) })
    .check(z.refine((body) => sameLength(body.keywords), { message: 'names and values differ in length', path: ['keywords'] })),
  z.transform(({ keywords: [names, values] }) => ({ names, values })),
);
export type TopTerms = z.infer<typeof topTermsSchema>;

/** 6.5 `{"docs": [titles, counts]}` -> `{ titles, counts }` */
export const topicDetailsSchema = z.pipe(
  z
    .object({ docs: z.tuple([z.array(lakTitle), z.array(lakNumber)]) })
    .check(z.refine((body) => sameLength(body.docs), { message: 'titles and counts differ in length', path: ['docs'] })),
  z.transform(({ docs: [titles, counts] }) => ({ titles, counts })),
);
export type TopicDetails = z.infer<typeof topicDetailsSchema>;

/** 6.6 `{"url"}` -> the URL */
export const fetchPaperSchema = z.pipe(
  z.object({ url: z.string().check(z.minLength(1)) }),
  z.transform((body) => body.url),
);

/** 6.7 `{topics, weights}` -> `{ names, weights }` */
export const topicPieSchema = z.pipe(
  z
    .object({ topics: z.array(lakName), weights: z.array(lakNumber) })
    .check(
      z.refine((body) => body.topics.length === body.weights.length, { message: 'topics and weights differ in length', path: ['weights'] }),
    ),
  z.transform((body) => ({ names: body.topics, weights: body.weights })),
);
/** 6.8 `{keys, weights}` -> `{ names, weights }` */
export const keywordPieSchema = z.pipe(
  z
    .object({ keys: z.array(lakName), weights: z.array(lakNumber) })
    .check(z.refine((body) => body.keys.length === body.weights.length, { message: 'keys and weights differ in length', path: ['weights'] })),
  z.transform((body) => ({ names: body.keys, weights: body.weights })),
);
export type PieData = z.infer<typeof topicPieSchema>;

/** A paper's DOI address (`https://doi.org/10.…`), or null for anything else. */
function doiAddress(value: string | undefined): string | null {
  return value !== undefined && /^https:\/\/doi\.org\/10\.\d{4,9}\/\S+$/.test(value) ? value : null;
}

/**
 * 6.9 `{"abstractview": [titles, abstracts, labels]}` -> rows `{ title, abstract, label, doiUrl }[]`;
 * the built-in backend's corpus read from open sources adds a fourth list, each paper's DOI address
 * (only a `https://doi.org/10.…` address is kept).
 */
export const abstractDetailsSchema = z.pipe(
  z
    .object({ abstractview: z.tuple([z.array(lakTitle), z.array(lakAbstract), z.array(lakName)], z.array(z.string())) })
    .check(
      z.refine((body) => sameLength(body.abstractview), {
        message: 'titles, abstracts and labels differ in length',
        path: ['abstractview'],
      }),
    ),
  z.transform(({ abstractview: [titles, abstracts, labels, dois] }) =>
    titles.map((title, i) => ({ title, abstract: abstracts[i] ?? '', label: labels[i] ?? '', doiUrl: doiAddress(dois?.[i]) })),
  ),
);
export type AbstractDetail = z.infer<typeof abstractDetailsSchema>[number];

/** 6.10, 6.11 `{"topics": Option[]}` (keywords too are under `topics`) */
export const allTermsSchema = z.pipe(
  z.object({ topics: lakOptionListSchema }),
  z.transform((body) => body.topics),
);

/** 6.12, 6.13 `{weights: string[][], years}` -> numbers, each row aligned with `years` */
export const evolutionSchema = z.object({ weights: z.array(z.array(lakNumber)), years: z.array(z.string()) }).check(
  z.refine((body) => body.weights.every((row) => row.length === body.years.length), {
    message: 'a weights row is not aligned with years',
    path: ['weights'],
  }),
);
export type EvolutionBody = z.infer<typeof evolutionSchema>;

/** 6.14, 6.15 (key `commontopics` for both); an empty string (the built-in backend draws no picture) is no image: null */
export const commonImageSchema = z.pipe(
  z.object({ commontopics: z.string() }),
  z.transform((body) => body.commontopics || null),
);
/** 6.25; an empty string is no image: null */
export const compareImageSchema = z.pipe(
  z.object({ compare: z.string() }),
  z.transform((body) => body.compare || null),
);

/** 6.16, 6.17 `{"Topiclist": [matrix, names, years]}` -> `{ matrix, names, years }`; matrix is names x years */
export const yearListSchema = z.pipe(
  z
    .object({ Topiclist: z.tuple([z.array(z.array(lakNumber)), z.array(lakName), z.array(z.string())]) })
    .check(
      z.refine(
        ({ Topiclist: [matrix, names, years] }) =>
          matrix.length === names.length && matrix.every((row) => row.length === years.length),
        { message: 'the matrix does not match names x years', path: ['Topiclist'] },
      ),
    ),
  z.transform(({ Topiclist: [matrix, names, years] }) => ({ matrix, names, years })),
);
export type YearList = z.infer<typeof yearListSchema>;

/** 6.18, 6.24 `{"authors": Option[]}` */
export const authorOptionsSchema = z.pipe(
  z.object({ authors: lakOptionListSchema }),
  z.transform((body) => body.authors),
);

/** 6.19 `{"authortopics": [items, values, authors, common] | null}` */
export const authorTopicDetailsSchema = z.pipe(
  z
    .object({
      authortopics: z.nullable(
        z.tuple([z.array(z.string()), z.array(z.tuple([lakNumber, lakNumber])), z.tuple([z.string(), z.string()]), z.array(z.string())]),
      ),
    })
    .check(
      z.refine((body) => body.authortopics === null || body.authortopics[0].length === body.authortopics[1].length, {
        message: 'items and values differ in length',
        path: ['authortopics'],
      }),
    ),
  z.transform(({ authortopics }) => {
    if (authortopics === null) return null;
    const [items, values, authors, common] = authortopics;
    return { items, values, authors, common };
  }),
);
export type AuthorTopicDetails = NonNullable<z.infer<typeof authorTopicDetailsSchema>>;

/** 6.20, 6.21 `{"keywords": Option[]}` */
export const yearOptionsSchema = z.pipe(
  z.object({ keywords: lakOptionListSchema }),
  z.transform((body) => body.keywords),
);

/** 6.22 collaboration graph; the placeholder nodes carry x and y, and no `links` key */
export const graphNodeSchema = z.object({
  id: z.string(),
  size: lakNumber,
  x: z.optional(z.number()),
  y: z.optional(z.number()),
});
export type GraphNode = z.infer<typeof graphNodeSchema>;
export const graphLinkSchema = z.object({ source: z.string(), target: z.string() });
export type GraphLink = z.infer<typeof graphLinkSchema>;
export const collaborationGraphSchema = z.pipe(
  z.object({
    titles: z.object({ nodes: z.array(graphNodeSchema), links: z.optional(z.array(graphLinkSchema)) }),
  }),
  z.transform(({ titles }) => ({ nodes: titles.nodes, links: titles.links ?? [] })),
);
export type CollaborationGraph = z.infer<typeof collaborationGraphSchema>;

/** true for the "No Data Found" answers of 6.22 */
export function isEmptyCollaborationGraph(graph: CollaborationGraph): boolean {
  return graph.nodes.length === 0 || graph.nodes.every((node) => node.id === NO_DATA_NODE_ID);
}

function splitList(joined: string): string[] {
  return joined === '' ? [] : joined.split(',');
}

/** 6.23 `{"authors": [profileUrl, count, paperUrls, authorLists, titles, authorIdLists]}` */
export const nodeDetailsSchema = z.pipe(
  z
    .object({
      authors: z.tuple([z.string(), lakNumber, z.array(z.string()), z.array(z.string()), z.array(z.string()), z.array(z.string())]),
    })
    .check(
      z.refine(({ authors: [, , urls, names, titles, ids] }) => sameLength([urls, names, titles, ids]), {
        message: 'the paper lists differ in length',
        path: ['authors'],
      }),
    ),
  z.transform(({ authors: [profileUrl, count, urls, names, titles, ids] }) => ({
    profileUrl,
    count,
    papers: urls.map((url, i) => ({
      url,
      authors: splitList(names[i] ?? ''),
      title: titles[i] ?? '',
      authorIds: splitList(ids[i] ?? ''),
    })),
  })),
);
export type NodeDetails = z.infer<typeof nodeDetailsSchema>;
export type NodePaper = NodeDetails['papers'][number];
