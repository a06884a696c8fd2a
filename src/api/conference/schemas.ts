import { z } from 'zod';
import { NO_DATA_NODE_ID } from './constants';

/**
 * Schemas of the conference (LAK) API, api-contract section 6. Tuple answers are parsed position by
 * position and turned into named objects; numbers that arrive as numeric strings are coerced.
 */

/** A number that may arrive as a numeric string ("12", "3.0"). */
export const lakNumber = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

function sameLength(arrays: readonly (readonly unknown[])[]): boolean {
  return arrays.every((array) => array.length === arrays[0]?.length);
}

/** `{value, label}` options (value === label in every conference answer; key order varies). */
export const lakOptionSchema = z.object({ value: z.string(), label: z.string() });
export type LakOption = z.infer<typeof lakOptionSchema>;
export const lakOptionListSchema = z.array(lakOptionSchema);

/** 6.1, 6.2 word-cloud items */
export const wordCloudItemSchema = z.object({ text: z.string(), value: lakNumber });
export type WordCloudItem = z.infer<typeof wordCloudItemSchema>;
export const lakTopicsSchema = z.object({ topics: z.array(wordCloudItemSchema) }).transform((body) => body.topics);
export const lakKeywordsSchema = z.object({ keywords: z.array(wordCloudItemSchema) }).transform((body) => body.keywords);

/** 6.3, 6.4 `{"keywords": [names, values]}` -> `{ names, values }` */
export const topTermsSchema = z
  .object({ keywords: z.tuple([z.array(z.string()), z.array(lakNumber)]) })
  .refine((body) => sameLength(body.keywords), { message: 'names and values differ in length', path: ['keywords'] })
  .transform(({ keywords: [names, values] }) => ({ names, values }));
export type TopTerms = z.infer<typeof topTermsSchema>;

/** 6.5 `{"docs": [titles, counts]}` -> `{ titles, counts }` */
export const topicDetailsSchema = z
  .object({ docs: z.tuple([z.array(z.string()), z.array(lakNumber)]) })
  .refine((body) => sameLength(body.docs), { message: 'titles and counts differ in length', path: ['docs'] })
  .transform(({ docs: [titles, counts] }) => ({ titles, counts }));
export type TopicDetails = z.infer<typeof topicDetailsSchema>;

/** 6.6 `{"url"}` -> the URL */
export const fetchPaperSchema = z.object({ url: z.string().min(1) }).transform((body) => body.url);

/** 6.7 `{topics, weights}` -> `{ names, weights }` */
export const topicPieSchema = z
  .object({ topics: z.array(z.string()), weights: z.array(lakNumber) })
  .refine((body) => body.topics.length === body.weights.length, { message: 'topics and weights differ in length', path: ['weights'] })
  .transform((body) => ({ names: body.topics, weights: body.weights }));
/** 6.8 `{keys, weights}` -> `{ names, weights }` */
export const keywordPieSchema = z
  .object({ keys: z.array(z.string()), weights: z.array(lakNumber) })
  .refine((body) => body.keys.length === body.weights.length, { message: 'keys and weights differ in length', path: ['weights'] })
  .transform((body) => ({ names: body.keys, weights: body.weights }));
export type PieData = z.infer<typeof topicPieSchema>;

/** 6.9 `{"abstractview": [titles, abstracts, labels]}` -> rows `{ title, abstract, label }[]` */
export const abstractDetailsSchema = z
  .object({ abstractview: z.tuple([z.array(z.string()), z.array(z.string()), z.array(z.string())]) })
  .refine((body) => sameLength(body.abstractview), { message: 'titles, abstracts and labels differ in length', path: ['abstractview'] })
  .transform(({ abstractview: [titles, abstracts, labels] }) =>
    titles.map((title, i) => ({ title, abstract: abstracts[i] ?? '', label: labels[i] ?? '' })),
  );
export type AbstractDetail = z.infer<typeof abstractDetailsSchema>[number];

/** 6.10, 6.11 `{"topics": Option[]}` (keywords too are under `topics`) */
export const allTermsSchema = z.object({ topics: lakOptionListSchema }).transform((body) => body.topics);

/** 6.12, 6.13 `{weights: string[][], years}` -> numbers, each row aligned with `years` */
export const evolutionSchema = z
  .object({ weights: z.array(z.array(lakNumber)), years: z.array(z.string()) })
  .refine((body) => body.weights.every((row) => row.length === body.years.length), {
    message: 'a weights row is not aligned with years',
    path: ['weights'],
  });
export type EvolutionBody = z.infer<typeof evolutionSchema>;

/** 6.14, 6.15 (key `commontopics` for both) */
export const commonImageSchema = z.object({ commontopics: z.string().min(1) }).transform((body) => body.commontopics);
/** 6.25 */
export const compareImageSchema = z.object({ compare: z.string().min(1) }).transform((body) => body.compare);

/** 6.16, 6.17 `{"Topiclist": [matrix, names, years]}` -> `{ matrix, names, years }`; matrix is names x years */
export const yearListSchema = z
  .object({ Topiclist: z.tuple([z.array(z.array(lakNumber)), z.array(z.string()), z.array(z.string())]) })
  .refine(
    ({ Topiclist: [matrix, names, years] }) =>
      matrix.length === names.length && matrix.every((row) => row.length === years.length),
    { message: 'the matrix does not match names x years', path: ['Topiclist'] },
  )
  .transform(({ Topiclist: [matrix, names, years] }) => ({ matrix, names, years }));
export type YearList = z.infer<typeof yearListSchema>;

/** 6.18, 6.24 `{"authors": Option[]}` */
export const authorOptionsSchema = z.object({ authors: lakOptionListSchema }).transform((body) => body.authors);

/** 6.19 `{"authortopics": [items, values, authors, common] | null}` */
export const authorTopicDetailsSchema = z
  .object({
    authortopics: z
      .tuple([z.array(z.string()), z.array(z.tuple([lakNumber, lakNumber])), z.tuple([z.string(), z.string()]), z.array(z.string())])
      .nullable(),
  })
  .refine((body) => body.authortopics === null || body.authortopics[0].length === body.authortopics[1].length, {
    message: 'items and values differ in length',
    path: ['authortopics'],
  })
  .transform(({ authortopics }) => {
    if (authortopics === null) return null;
    const [items, values, authors, common] = authortopics;
    return { items, values, authors, common };
  });
export type AuthorTopicDetails = NonNullable<z.infer<typeof authorTopicDetailsSchema>>;

/** 6.20, 6.21 `{"keywords": Option[]}` */
export const yearOptionsSchema = z.object({ keywords: lakOptionListSchema }).transform((body) => body.keywords);

/** 6.22 collaboration graph; the placeholder nodes carry x and y, and no `links` key */
export const graphNodeSchema = z.object({
  id: z.string(),
  size: lakNumber,
  x: z.number().optional(),
  y: z.number().optional(),
});
export type GraphNode = z.infer<typeof graphNodeSchema>;
export const graphLinkSchema = z.object({ source: z.string(), target: z.string() });
export type GraphLink = z.infer<typeof graphLinkSchema>;
export const collaborationGraphSchema = z
  .object({
    titles: z.object({ nodes: z.array(graphNodeSchema), links: z.array(graphLinkSchema).optional() }),
  })
  .transform(({ titles }) => ({ nodes: titles.nodes, links: titles.links ?? [] }));
export type CollaborationGraph = z.infer<typeof collaborationGraphSchema>;

/** true for the "No Data Found" answers of 6.22 */
export function isEmptyCollaborationGraph(graph: CollaborationGraph): boolean {
  return graph.nodes.length === 0 || graph.nodes.every((node) => node.id === NO_DATA_NODE_ID);
}

function splitList(joined: string): string[] {
  return joined === '' ? [] : joined.split(',');
}

/** 6.23 `{"authors": [profileUrl, count, paperUrls, authorLists, titles, authorIdLists]}` */
export const nodeDetailsSchema = z
  .object({
    authors: z.tuple([z.string(), lakNumber, z.array(z.string()), z.array(z.string()), z.array(z.string()), z.array(z.string())]),
  })
  .refine(({ authors: [, , urls, names, titles, ids] }) => sameLength([urls, names, titles, ids]), {
    message: 'the paper lists differ in length',
    path: ['authors'],
  })
  .transform(({ authors: [profileUrl, count, urls, names, titles, ids] }) => ({
    profileUrl,
    count,
    papers: urls.map((url, i) => ({
      url,
      authors: splitList(names[i] ?? ''),
      title: titles[i] ?? '',
      authorIds: splitList(ids[i] ?? ''),
    })),
  }));
export type NodeDetails = z.infer<typeof nodeDetailsSchema>;
export type NodePaper = NodeDetails['papers'][number];
