/** Entry of the profile benchmark's SSR build: a researcher's profile from their papers, as a live account's import builds it. */
export { profileFromPapers, prepareProfiles } from './lib/profile-from-papers';
export { porterStem } from '../src/lib/porter';
