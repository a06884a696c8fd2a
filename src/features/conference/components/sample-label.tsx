import { createContext, useContext } from 'react';

/**
 * What the conference screens stand on: a RIMA server's corpus ('server'), the LAK papers read from
 * open sources in this browser ('live'), or the generated offline sample ('sample').
 */
export type ConferenceCorpus = 'server' | 'live' | 'sample';

export const ConferenceCorpusContext = createContext<ConferenceCorpus>('server');

export function useConferenceCorpus(): ConferenceCorpus {
  return useContext(ConferenceCorpusContext);
}

/** "sample data, not LAK" on a chart drawn from the offline sample; nothing otherwise. */
export function SampleLabel() {
  if (useConferenceCorpus() !== 'sample') return null;
  return <span className="badge text-bg-warning">sample data, not LAK</span>;
}
