import type { ReactNode } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ChartExportWhose } from '@/components/charts/chart-export-context';
import { session } from '@/lib/session';
import { publicProfileQuery } from '../api/queries';
import { parseId } from '@/lib/id';

export type ViewedUser = { id: number; own: boolean };

type VisualizationPageProps = {
  title: string;
  /** one line under the title saying what the screen shows */
  intro: string;
  /** buttons or links beside the title (only for the own account) */
  actions?: (user: ViewedUser) => ReactNode;
  children: (user: ViewedUser) => ReactNode;
};

function OtherUserName({ id }: { id: number }) {
  const profile = useQuery(publicProfileQuery(id));
  if (!profile.isSuccess) return null;
  const name = `${profile.data.first_name} ${profile.data.last_name}`.trim();
  return name ? (
    <p className="mb-1">
      <span className="badge text-bg-secondary">Viewing</span> <strong>{name}</strong> <span className="text-muted small">(read only)</span>
    </p>
  ) : null;
}

/**
 * The name of the user whose charts are shown, for exported files: the session's for the own
 * account, the public profile's (the subtitle's cache entry) for another user.
 */
export function useViewedName(user: ViewedUser | null): string | undefined {
  const profile = useQuery(publicProfileQuery(user && !user.own ? user.id : skipToken));
  if (!user) return undefined;
  const { firstName, lastName } = user.own ? session.getName() : { firstName: profile.data?.first_name ?? '', lastName: profile.data?.last_name ?? '' };
  return `${firstName} ${lastName}`.trim() || undefined;
}

/**
 * Frame of the five chart screens: the one h1, whose data is shown (own or another user's, read
 * only), and the charts of the user whose id is in the route.
 */
export function VisualizationPage({ title, intro, actions, children }: VisualizationPageProps) {
  const { id: param } = useParams();
  const id = parseId(param);
  const ownId = session.getOwnId();
  const user = id === null ? null : { id, own: id === ownId };
  const viewedName = useViewedName(user);
  return (
    <div className="rima-visualization">
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-1">{title}</h1>
          {user && !user.own ? <OtherUserName id={user.id} /> : null}
          <p className="text-muted mb-0">{intro}</p>
        </div>
        {user && actions ? actions(user) : null}
      </div>
      {user ? (
        <ChartExportWhose.Provider value={viewedName}>{children(user)}</ChartExportWhose.Provider>
      ) : (
        <div className="alert alert-warning" role="alert">
          This address does not name a user. Open the charts from the menu.
        </div>
      )}
    </div>
  );
}
