import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { LongTermInterest } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { InterestBars } from '@/components/charts/interest-bars';
import { InterestsCloudWords } from '@/components/charts/interests-cloud';
import type { Focusable } from '@/components/ui/focus-trap';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { manageInterestsSearch, paths } from '@/config/paths';
import type { SocialNetwork } from '@/config/social';
import { useWords } from '@/lib/words';
import { CLOUD_MAX_WORDS, sourceTextInline, weightText } from '@/components/charts/lib/interest-words';
import { cutText } from '@/lib/bounded';
import { chartInterestsQuery } from '../api/queries';
import { InterestDownloadMenu } from '../components/interest-download-menu';
import { VisualizationPage } from '../components/visualization-page';
import { computingText, useImportComputing } from '../hooks/use-import-computing';

/**
 * The menu of a word or bar, with its widget library (React Aria): loaded when a word or bar is first
 * pointed at or focused, never with the page; a click that comes first opens it once it has loaded.
 */
const ElementMenu = lazy(() => import('@/components/charts/element-menu').then((module) => ({ default: module.ElementMenu })));
/**
 * "Why this interest?" (its dialog, tabs and publications), which only the menu opens: loaded with
 * the menu, never with the page.
 */
const WhyInterestDialog = lazy(() => import('../components/why-interest-dialog').then((module) => ({ default: module.WhyInterestDialog })));

const describeIn = (network: SocialNetwork) => (interest: LongTermInterest) => `${interest.keyword}: ${sourceTextInline(interest.source, network)}, weight ${weightText(interest.weight)}`;

type View = 'cloud' | 'bars';

/**
 * A phone-wide screen (under 576 px) opens on the bars: a cloud that narrow stands most of its words
 * on end, while bars read at any width. The switch still offers the cloud.
 */
function initialView(): View {
  const narrow = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 575.98px)').matches;
  return narrow ? 'bars' : 'cloud';
}
const VIEWS: readonly { view: View; label: string }[] = [
  { view: 'cloud', label: 'Word cloud' },
  { view: 'bars', label: 'Bar chart' },
];

/** The search parameter that opens Manage Interests on an interest (`?manage=<keyword>`). */
export const MANAGE_PARAM = 'manage';

function ViewSwitch({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label="Show the interests as">
      {VIEWS.map(({ view, label }) => (
        <button key={view} type="button" className={`btn ${value === view ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={value === view} onClick={() => onChange(view)}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** Under the chart: where the pointed-at or focused interest comes from, or how to find out. */
function FocusedInterest({ interest, view, network }: { interest: LongTermInterest | null; view: View; network: SocialNetwork }) {
  return (
    <p className="small mb-0 mt-2 text-center" role="status">
      {interest ? (
        <>
          <strong>{cutText(interest.keyword).text}</strong>: {sourceTextInline(interest.source, network)} (weight {weightText(interest.weight)})
        </>
      ) : (
        <span className="text-muted">Point at or tab to a {view === 'cloud' ? 'word' : 'bar'} to see where it comes from; click it or press Enter for more.</span>
      )}
    </p>
  );
}

function Overview({ userId, own }: { userId: number; own: boolean }) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  const computing = useImportComputing(userId, own);
  const [view, setView] = useState<View>(initialView);
  const [focused, setFocused] = useState<LongTermInterest | null>(null);
  const [menu, setMenu] = useState<{ interest: LongTermInterest; target: Focusable } | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const [why, setWhy] = useState<LongTermInterest | null>(null);
  const [, setSearchParams] = useSearchParams();
  const { network } = useWords();
  const describe = useMemo(() => describeIn(network), [network]);
  const openMenu = (interest: LongTermInterest, target: Focusable) => {
    setMenuWanted(true);
    setMenu({ interest, target });
  };
  const pointAt = (interest: LongTermInterest | null) => {
    setFocused(interest);
    if (interest) setMenuWanted(true);
  };
  const chosen = menu?.interest;
  const items = chosen
    ? [
        { label: 'Why this interest?', onSelect: () => setWhy(chosen) },
        ...(own
          ? [
              {
                label: 'Edit',
                onSelect: () =>
                  setSearchParams((params) => {
                    params.set(MANAGE_PARAM, chosen.keyword);
                    return params;
                  }),
              },
            ]
          : []),
      ]
    : [];
  return (
    <>
      {computing ? (
        <p className="alert alert-info small" role="status">
          {computingText(interests.data?.length ?? 0, computing)}
        </p>
      ) : null}
    <QueryState query={interests} empty={computing ? 'No interests yet.' : 'No Data Found'}>
      {(data) => (
        <>
          <ChartCard
            title={data.length > CLOUD_MAX_WORDS ? `The ${CLOUD_MAX_WORDS} heaviest of ${data.length.toLocaleString('en-US')} interests` : `${data.length} ${data.length === 1 ? 'interest' : 'interests'}`}
            resetKey={data}
            exportName={view === 'cloud' ? `Word cloud of ${data.length} interests` : `Bar chart of ${data.length} interests`}
            actions={<ViewSwitch value={view} onChange={setView} />}
          >
            {view === 'cloud' ? (
              <InterestsCloudWords interests={data} limit={data.length} label="Interests by weight" describe={describe} onInterestClick={openMenu} onInterestFocus={pointAt} />
            ) : (
              <InterestBars interests={data} label="Interest bars by weight" onInterestClick={openMenu} onInterestFocus={pointAt} />
            )}
            <FocusedInterest interest={focused} view={view} network={network} />
          </ChartCard>
          {menuWanted ? (
            <>
              <Suspense fallback={null}>
                <ElementMenu target={menu?.target ?? null} label={chosen ? `Interest ${cutText(chosen.keyword).text}` : 'Interest'} items={items} onClose={() => setMenu(null)} />
              </Suspense>
              {/* chosen before its chunk arrived (a slow network): say that it is on its way */}
              <Suspense fallback={why ? <Spinner label="Opening “Why this interest?”…" small /> : null}>
                <WhyInterestDialog interest={why} own={own} onClose={() => setWhy(null)} />
              </Suspense>
            </>
          ) : null}
        </>
      )}
    </QueryState>
    </>
  );
}

/** /app/cloud-chart/{id}: 'Interest Overview', a user's long-term interests as a word cloud or as bars. */
export function Component() {
  return (
    <VisualizationPage
      title="Interest Overview"
      intro="Every interest sized by its weight. Each word or bar tells where it comes from; activate it to see why it is there."
      actions={(user) => (
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.howItWorks(user.id)} className="btn btn-outline-dark btn-sm">
            How does it work?
          </Link>
          <InterestDownloadMenu user={user} />
          {user.own ? (
            <Link to={manageInterestsSearch()} className="btn btn-primary btn-sm">
              Manage Interests
            </Link>
          ) : null}
        </div>
      )}
    >
      {(user) => <Overview key={user.id} userId={user.id} own={user.own} />}
    </VisualizationPage>
  );
}
