import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { digestSummaryQuery } from '@/api/user/digest-queries';
import { useDemoBackend } from '@/lib/demo-mode';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { OptionalFeature } from '@/api/features';
import { useNotOfferedFeatures } from '@/components/ui/use-features';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { useSessionIds } from '@/lib/viewing';
import { UserSearch } from './user-search';
import { useWords } from '@/lib/words';

/**
 * `feature`: the optional feature behind the entry; marked once this server is found to lack it.
 * `context`: said after the label to screen readers only, where two entries show the same label (the
 * name still starts with the visible text, WCAG 2.5.3).
 */
type NavItem = { to: string; label: ReactNode; context?: string; feature?: OptionalFeature; notOffered?: boolean };

function NavSection({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate?: () => void }) {
  const notOffered = useNotOfferedFeatures();
  const headingId = `nav-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="rima-nav-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rima-nav-section__title">
        {title}
      </h2>
      <ul className="nav flex-column">
        {items.map((item) => (
          <li className="nav-item" key={item.to}>
            <NavLink to={item.to} className="nav-link rima-nav-link" onClick={onNavigate}>
              {item.label}
              {item.context ? (
                <>
                  {' '}
                  <span className="visually-hidden">({item.context})</span>
                </>
              ) : null}
              {item.notOffered || (item.feature && notOffered.has(item.feature)) ? (
                <>
                  {' '}
                  <span className="small fst-italic">(not on this server)</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ViewingOtherLinks({ ownId, viewedId, onNavigate }: { ownId: number; viewedId: number; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const back = () => {
    session.setViewedId(ownId);
    onNavigate?.();
    void navigate(paths.cloudChart(ownId));
  };
  return (
    <div className="rima-nav-section">
      <ul className="nav flex-column">
        <li className="nav-item">
          <button type="button" className="nav-link rima-nav-link btn text-start w-100 border-0" onClick={back}>
            Return To My Account
          </button>
        </li>
        <li className="nav-item">
          <NavLink to={paths.otherProfile(viewedId)} className="nav-link rima-nav-link" onClick={onNavigate}>
            Profile
          </NavLink>
        </li>
      </ul>
    </div>
  );
}

/**
 * "New for you · 7": the entries of the kept digests not seen yet (the built-in backend only). Its own
 * component, so that the count, polled while a check runs, redraws this label and not the sidebar.
 */
function NewForYouLabel({ enabled }: { enabled: boolean }) {
  const digest = useQuery(digestSummaryQuery(enabled));
  const count = digest.data?.new_count ?? 0;
  return count > 0 ? `New for you · ${count.toLocaleString('en')}` : 'New for you';
}

/** Sidebar of the app and recommendation layouts: brand, user search and the spec's four sections. */
export function Sidebar({ onNavigate, footer }: { onNavigate?: () => void; footer?: ReactNode }) {
  const { ownId, viewedId, viewingOwn } = useSessionIds();
  const userId = viewedId ?? ownId;
  const standalone = useDemoBackend() !== null;
  const { network } = useWords();

  const visualizations: NavItem[] =
    userId === null
      ? []
      : [
          { to: paths.cloudChart(userId), label: 'Interest Overview' },
          { to: paths.pieChart(userId), label: 'Recent Interests' },
          { to: paths.barChart(userId), label: 'Activities' },
          { to: paths.streamChart(userId), label: 'Interest Trends' },
          { to: paths.conceptChart(userId), label: 'Potential Interests' },
          { to: paths.howItWorks(userId), label: 'How does it work?' },
        ];

  return (
    <div className="rima-sidebar__inner">
      <Link to={paths.dashboard} className="rima-brand" onClick={onNavigate}>
        RIMA
      </Link>
      <UserSearch onNavigate={onNavigate} />
      <nav aria-label="Main">
        {!viewingOwn && ownId !== null && userId !== null ? <ViewingOtherLinks ownId={ownId} viewedId={userId} onNavigate={onNavigate} /> : null}
        {viewingOwn ? (
          <NavSection
            title="Data Management"
            onNavigate={onNavigate}
            items={[
              { to: paths.viewPapers, label: 'My Publications' },
              { to: paths.addPaper, label: 'Add Publication' },
              { to: paths.keywords, label: 'Manage Interests' },
              { to: paths.blacklist, label: 'Blacklisted Keywords', feature: 'blacklist' },
              { to: paths.userProfile, label: 'My account' },
            ]}
          />
        ) : null}
        <NavSection title="Visualizations" items={visualizations} onNavigate={onNavigate} />
        {ownId !== null ? (
          <NavSection
            title="My Recommendations"
            items={[
              { to: paths.twitterScanner(ownId), label: network.peoplePage, feature: 'tweets' },
              { to: paths.publicationRecommendations, label: 'Recommended Papers', feature: 'publicationRecommendations' },
              { to: paths.newForYou, label: <NewForYouLabel enabled={standalone && ownId !== null} />, notOffered: !standalone },
              { to: paths.following, label: 'Following', notOffered: !standalone },
            ]}
            onNavigate={onNavigate}
          />
        ) : null}
        <NavSection
          title="Conference Insights"
          onNavigate={onNavigate}
          items={[
            { to: paths.topicBar, label: 'Topic Trends', feature: 'conference' },
            { to: paths.topicsCompare, label: 'Topic Overview', feature: 'conference' },
            { to: paths.topicsRecommend, label: 'Publications', context: 'Conference Insights', feature: 'conference' },
            { to: paths.topicsResearch, label: 'Compare Conference', feature: 'conference' },
            { to: paths.topicsAuthors, label: 'Compare Researcher', feature: 'conference' },
          ]}
        />
      </nav>
      {footer}
    </div>
  );
}
