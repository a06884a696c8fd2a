/** Route builders: the one place route strings are spelled. */
export const paths = {
  root: '/',
  login: '/auth/login',
  register: '/auth/register',
  demo: '/auth/demo',
  dashboard: '/app/index',
  redirect: '/app/redirect',
  userProfile: '/app/user-profile',
  otherProfile: (id: number | string) => `/app/profile/${id}`,
  cloudChart: (id: number | string) => `/app/cloud-chart/${id}`,
  pieChart: (id: number | string) => `/app/pie-chart/${id}`,
  barChart: (id: number | string) => `/app/bar-chart/${id}`,
  conceptChart: (id: number | string) => `/app/concept-chart/${id}`,
  streamChart: (id: number | string) => `/app/stream-chart/${id}`,
  howItWorks: (id: number | string) => `/app/how-it-works/${id}`,
  viewPapers: '/app/view-paper',
  addPaper: '/app/add-paper',
  editPaper: (id: number | string) => `/app/edit-paper/${id}`,
  keywords: '/app/keyword',
  blacklist: '/app/blacklisted-keywords',
  twitterScanner: (id: number | string) => `/recommendation/twitter-scanner/${id}`,
  publicationRecommendations: '/recommendation/publications',
  newForYou: '/recommendation/new-for-you',
  following: '/recommendation/following',
  topicForm: '/app/topicform',
  topicBar: '/app/topicbar',
  topicsCompare: '/app/topicscompare',
  topicsRecommend: '/app/topicsrecommend',
  topicsResearch: '/app/topicsresearch',
  topicsAuthors: '/app/topicsauthors',
} as const;

/**
 * Manage Interests opens as a dialog over the page whose address carries `?manage` (the overview of the
 * own interests mounts it); `?manage=<keyword>` opens it on that interest's row. Closing drops the parameter.
 */
export const MANAGE_INTERESTS_PARAM = 'manage';

/** The search part that opens Manage Interests over the current page: `?manage`, or `?manage=<keyword>`. */
export function manageInterestsSearch(keyword?: string): string {
  return keyword === undefined ? `?${MANAGE_INTERESTS_PARAM}` : `?${new URLSearchParams({ [MANAGE_INTERESTS_PARAM]: keyword }).toString()}`;
}
