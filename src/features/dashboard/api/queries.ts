/**
 * The dashboard reads the shared profile and interest queries: one cache entry per resource. The
 * interest count is that of every own interest, the list Manage Interests shows.
 */
export { ownInterestsQuery as interestsQuery, profileQuery } from '@/api/user/queries';
