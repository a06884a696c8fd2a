/**
 * How often a screen asks again about work that runs elsewhere: an import, the LAK corpus build,
 * reading a Bluesky network. One place for the intervals, read each time a query decides its next
 * poll, so that the component tests (src/test/setup.ts) ask more often instead of waiting at a
 * person's pace.
 */
export const pollEvery = {
  /** /app/redirect asks whether the server's import has finished (spec 9) */
  importMs: 2000,
  /** every signed-in page asks again about a server import that has run past its expected time */
  stuckImportMs: 60_000,
  /** the standalone build's live import: its progress while it runs */
  liveImportMs: 1000,
  /** the standalone build's LAK corpus while it is built */
  lakCorpusMs: 500,
  /** the researcher's Bluesky network while it is read */
  blueskyNetworkMs: 1000,
};
