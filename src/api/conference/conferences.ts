/**
 * The conferences of Conference Insights, one line each in conferences.json (id, short name, full
 * title, the years it was held, where its DOI list came from). The built-in backend reads each one's
 * papers from its DOI list (src/backend/lak/conferences/<id>-dois.json); a RIMA server offers LAK only.
 * Adding a conference is that line plus its DOI list.
 */
import CONFERENCE_LINES from './conferences.json';

export type ConferenceInfo = {
  /** lower-case identifier, in URLs and file names */
  id: string;
  /** the short name the selector and the charts show */
  name: string;
  title: string;
  /** the years the conference was held, oldest first */
  years: readonly string[];
  /** where its DOI list came from */
  source: string;
};

/** LAK: the conference of the specification, the only one a RIMA server offers. */
export const LAK_ID = 'lak';

export const CONFERENCES: readonly ConferenceInfo[] = CONFERENCE_LINES.map((line) => ({ ...line, years: [...line.years].sort() }));

export function conferenceById(id: string | null | undefined): ConferenceInfo | undefined {
  return CONFERENCES.find((conference) => conference.id === id);
}

/** LAK's line (always there). */
export function lakConference(): ConferenceInfo {
  const lak = conferenceById(LAK_ID);
  if (!lak) throw new Error('conferences.json has no LAK line');
  return lak;
}

/** "L@S (Learning @ Scale)" */
export function conferenceLabel(conference: ConferenceInfo): string {
  return `${conference.name} (${conference.title})`;
}
