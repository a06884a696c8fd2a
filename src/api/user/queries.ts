import { queryOptions } from '@tanstack/react-query';
import { getProfile } from './accounts';
import { getLongTermInterests, getOwnInterests } from './interests';

/**
 * Query options for server data that several features read (the dashboard, My account, the charts).
 * One key per resource, so a write anywhere refreshes every screen that shows it. Interest keys all
 * start with 'interests': invalidating that prefix refreshes every interest view.
 */
export const sharedKeys = {
  profile: () => ['profile'] as const,
  interests: () => ['interests'] as const,
  longTermInterests: (userId: number) => ['interests', 'long-term', 'user', userId] as const,
  ownInterests: () => ['interests', 'own'] as const,
};

/** The caller's profile; its counts change through other screens, so it is read fresh on every visit. */
export const profileQuery = () => queryOptions({ queryKey: sharedKeys.profile(), queryFn: getProfile, staleTime: 0 });

/** A user's long-term interests (GET /api/interests/long-term/user/{id}/). */
export const longTermInterestsQuery = (userId: number) =>
  queryOptions({ queryKey: sharedKeys.longTermInterests(userId), queryFn: () => getLongTermInterests(userId) });

/**
 * Every interest of the caller (GET /api/interests/long-term/, no 15-item cap): what Manage Interests
 * lists, and so what the dashboard counts.
 */
export const ownInterestsQuery = () => queryOptions({ queryKey: sharedKeys.ownInterests(), queryFn: getOwnInterests });
