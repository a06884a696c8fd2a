/** The dashboard reads the shared profile and interest queries: one cache entry per resource. */
export { longTermInterestsQuery as interestsQuery, profileQuery } from '@/api/user/queries';
