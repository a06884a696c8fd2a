/**
 * Whether the public demo's routes (extraction, keyword similarity) use the real Wikipedia: off by
 * default (the tests, the seeded demo, a build whose start-up does not turn it on); the standalone
 * build's start-up turns it on (`setLiveWikipedia(true)`). Seeded accounts never use it; live
 * accounts' interests always do (domain/compute.ts).
 */
let enabled = false;

export function setLiveWikipedia(on: boolean): void {
  enabled = on;
}

export function liveWikipedia(): boolean {
  return enabled;
}
