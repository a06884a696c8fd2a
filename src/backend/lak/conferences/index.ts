/**
 * The conferences whose corpus the built-in backend builds from open sources: a name plus the DOIs of
 * the papers per year (a data file each, see README.md). LAK only, as the specification says.
 */
import * as z from 'zod/mini';
import LAK_DOIS from './lak-dois.json';

export type ConferenceDois = {
  /** the conference's short name, as the selector lists it */
  name: string;
  /** year -> the DOIs of that year's papers (lower case) */
  years: Readonly<Record<string, readonly string[]>>;
};

const doiListSchema = z.record(z.string().check(z.regex(/^\d{4}$/)), z.array(z.string().check(z.regex(/^10\.\d{4,9}\/\S+$/))));

/** A conference from its data file; the DOIs lower-cased, each once, in order. */
export function conferenceFrom(name: string, data: unknown): ConferenceDois {
  const years = doiListSchema.parse(data);
  const seen = new Set<string>();
  const clean: Record<string, string[]> = {};
  for (const year of Object.keys(years).sort()) {
    clean[year] = (years[year] ?? []).map((doi) => doi.toLowerCase()).filter((doi) => !seen.has(doi) && seen.add(doi));
  }
  return { name, years: clean };
}

/** Every DOI of the conference with its year, year by year. */
export function conferencePapers(conference: ConferenceDois): { doi: string; year: string }[] {
  return Object.entries(conference.years).flatMap(([year, dois]) => dois.map((doi) => ({ doi, year })));
}

export const LAK: ConferenceDois = conferenceFrom('LAK', LAK_DOIS);
