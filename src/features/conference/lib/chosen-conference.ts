import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { conferenceById, LAK_ID, lakConference, type ConferenceInfo } from '@/api/conference/conferences';
import { useDemoBackend } from '@/lib/demo-mode';

/** The search parameter of a conference screen that names its conference (`?conference=las`); none: LAK. */
export const CONFERENCE_PARAM = 'conference';

/**
 * The conference a conference screen shows: the one named in the address on the built-in backend
 * (standalone build), LAK otherwise (a RIMA server offers LAK only) or when the address names none.
 */
export function useChosenConference(): ConferenceInfo {
  const demo = useDemoBackend();
  const [params] = useSearchParams();
  return (demo ? conferenceById(params.get(CONFERENCE_PARAM)) : undefined) ?? lakConference();
}

/** Chooses the conference of the screen (a new entry in the history: Back returns to the one before). */
export function useChooseConference(): (id: string) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (id: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === LAK_ID) next.delete(CONFERENCE_PARAM);
        else next.set(CONFERENCE_PARAM, id);
        return next;
      }),
    [setParams],
  );
}

/** "2014 to 2020" */
export function yearSpan(conference: ConferenceInfo): string {
  return `${conference.years[0] ?? ''} to ${conference.years[conference.years.length - 1] ?? ''}`;
}
