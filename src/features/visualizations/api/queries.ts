import { longTermInterestsQuery, publicProfileQuery, savedTweetsQuery } from '@/api/user/queries';

/**
 * The long-term interests behind the cloud and the concept map, and the name of another viewed user
 * for the page's subtitle: the shared cache entries.
 */
export { longTermInterestsQuery as chartInterestsQuery, publicProfileQuery };

/** The caller's stored tweets (imported timeline and saved ones): the texts behind an interest's tweet ids; the shared cache entry. */
export { savedTweetsQuery as ownTweetsQuery };
