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

export const conferenceComparisonSchema = z.object({
  corpora: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sample: z.boolean(),
      built: z.boolean(),
      papers: z.number(),
      total: z.number(),
      missing: z.number(),
      complete: z.boolean(),
    }),
  ),
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
