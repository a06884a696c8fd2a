/**
 * The comparison of conferences (a route of the built-in backend only, GET /api/standalone/lak/compare/):
 * over a span of years, the terms the conferences share and those particular to each (shares of their
 * papers), the yearly counts of those terms, the researchers in more than one (matched by author id),
 * and what each conference's corpus holds. A RIMA server does not offer it.
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';
import type { ConferenceMode } from './constants';

const counts = z.record(z.string(), z.number());

const termShareSchema = z.object({ term: z.string(), shares: counts, papers: counts });

const comparisonSchema = z.object({
  from: z.string(),
  to: z.string(),
  mode: z.enum(['topic', 'keyword']),
  conferences: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      papers: z.number(),
      years: z.array(z.object({ year: z.string(), held: z.boolean(), papers: z.number() })),
    }),
  ),
  shared: z.array(termShareSchema),
  particular: z.record(z.string(), z.array(termShareSchema)),
  trends: z.record(z.string(), z.record(z.string(), z.array(z.nullable(z.number())))),
  years: z.array(z.string()),
  researchers: z.array(z.object({ id: z.string(), names: z.record(z.string(), z.string()), papers: counts })),
});

/** What each named conference's corpus holds. */
const corporaSchema = z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sample: z.boolean(),
      built: z.boolean(),
      papers: z.number(),
      total: z.number(),
      missing: z.number(),
      complete: z.boolean(),
      /** the corpus the answer stands on (corpusVersion of its status) */
      version: z.string(),
    }),
  );

export const conferenceComparisonSchema = z.object({
  corpora: corporaSchema,
  comparison: z.nullable(comparisonSchema),
});

export type ConferenceComparisonAnswer = z.infer<typeof conferenceComparisonSchema>;
export type ConferenceComparison = z.infer<typeof comparisonSchema>;
export type TermShare = z.infer<typeof termShareSchema>;

/** GET /api/standalone/lak/compare/?conferences=…&from=…&to=…&mode=… */
export function getConferenceComparison(conferences: readonly string[], from: string, to: string, mode: ConferenceMode, signal?: AbortSignal): Promise<ConferenceComparisonAnswer> {
  const params = new URLSearchParams({ conferences: conferences.join(','), from, to, mode });
  return request(userApi, {
    endpoint: 'comparison of conferences',
    method: 'GET',
    url: `/api/standalone/lak/compare/?${params.toString()}`,
    schema: conferenceComparisonSchema,
    signal,
  });
}

const placedYearSchema = z.object({ year: z.string(), held: z.boolean(), papers: z.number(), similarity: z.nullable(z.number()), matching: z.number() });

const placedPaperSchema = z.object({
  id: z.string(),
  title: z.string(),
  year: z.string(),
  authors: z.array(z.string()),
  url: z.optional(z.string()),
  similarity: z.number(),
  matched: z.array(z.object({ interest: z.string(), term: z.string(), similarity: z.number() })),
});

export const interestPlacementSchema = z.object({
  corpora: corporaSchema,
  placement: z.object({
    interests: z.array(z.object({ text: z.string(), weight: z.number() })),
    conferences: z.array(z.object({ id: z.string(), name: z.string(), years: z.array(placedYearSchema), papers: z.array(placedPaperSchema) })),
  }),
  approximate: z.optional(z.enum(['estimated-words', 'vectors-unavailable'])),
  estimated_words: z.optional(z.array(z.string())),
});

export type InterestPlacementAnswer = z.infer<typeof interestPlacementSchema>;
export type PlacedConference = InterestPlacementAnswer['placement']['conferences'][number];

/**
 * GET /api/standalone/lak/interests/?conferences=… (signed in, built-in backend only): the caller's top
 * interests placed among each conference's topics, per year, with each conference's closest papers.
 */
export function getInterestPlacement(conferences: readonly string[], signal?: AbortSignal): Promise<InterestPlacementAnswer> {
  const params = new URLSearchParams({ conferences: conferences.join(',') });
  return request(userApi, {
    endpoint: 'your interests in the conferences',
    method: 'GET',
    url: `/api/standalone/lak/interests/?${params.toString()}`,
    schema: interestPlacementSchema,
    signal,
  });
}
