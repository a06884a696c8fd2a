/**
 * The conferences whose corpus the built-in backend builds from open sources: one line each in
 * src/api/conference/conferences.json (name, years, source) and the DOIs of its papers per year in
 * `<id>-dois.json` here (see README.md). A conference's DOI list loads the first time that conference
 * is asked for, never before.
 */
import * as z from 'zod/mini';
import { conferenceById, type ConferenceInfo } from '@/api/conference/conferences';

export type ConferenceDois = {
  /** the conference's identifier (conferences.json), e.g. "las" */
  id: string;
  /** the conference's short name, as the selector lists it */
  name: string;
  /** year -> the DOIs of that year's papers (lower case) */
  years: Readonly<Record<string, readonly string[]>>;
};

const doiListSchema = z.record(z.string().check(z.regex(/^\d{4}$/)), z.array(z.string().check(z.regex(/^10\.\d{4,9}\/\S+$/))));

/** A conference from its data file; the DOIs lower-cased, each once, in order. */
export function conferenceFrom(name: string, data: unknown, id = name.toLowerCase()): ConferenceDois {
  const years = doiListSchema.parse(data);
  const seen = new Set<string>();
  const clean: Record<string, string[]> = {};
  for (const year of Object.keys(years).sort()) {
    clean[year] = (years[year] ?? []).map((doi) => doi.toLowerCase()).filter((doi) => !seen.has(doi) && seen.add(doi));
  }
  return { id, name, years: clean };
}

/** Every DOI of the conference with its year, year by year. */
export function conferencePapers(conference: ConferenceDois): { doi: string; year: string }[] {
  return Object.entries(conference.years).flatMap(([year, dois]) => dois.map((doi) => ({ doi, year })));
}

/** Each DOI list as its own chunk, loaded on demand. */
const DOI_FILES = import.meta.glob<unknown>('./*-dois.json', { import: 'default' });

/** The DOI file of a conference, or undefined when conferences.json names none. */
function doiFile(id: string): (() => Promise<unknown>) | undefined {
  return DOI_FILES[`./${id}-dois.json`];
}

/** The ids of the conferences with a DOI list. */
export function conferencesWithDois(): string[] {
  return Object.keys(DOI_FILES).map((path) => path.replace(/^\.\/(.*)-dois\.json$/, '$1'));
}

/** The conference `id` with its DOIs (its list loads now); undefined for a conference conferences.json does not name. */
export async function loadConference(id: string): Promise<ConferenceDois | undefined> {
  const info: ConferenceInfo | undefined = conferenceById(id);
  const file = doiFile(id);
  if (!info || !file) return undefined;
  return conferenceFrom(info.name, await file(), info.id);
}
