import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { User } from '@/api/user/schemas';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { useWords } from '@/lib/words';
import { interestsQuery, profileQuery } from '../api/queries';

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="col-12 col-sm-4">
      <div className="card shadow-sm border-0 h-100">
        <div className="card-body">
          <p className="text-muted small text-uppercase mb-1">{label}</p>
          <p className="h3 mb-0 text-break">{value}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * /app/index: greeting, counts of papers, tweets and interests, and links to the own visualizations.
 * The links and the greeting need no profile: a failed profile load replaces only the counts.
 */
export function Component() {
  const ownId = session.getOwnId();
  const profile = useQuery(profileQuery());
  const interests = useQuery(interestsQuery());
  const stored = session.getName();
  const name = profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : `${stored.firstName} ${stored.lastName}`;
  const id = ownId ?? profile.data?.id ?? null;

  return (
    <div className="rima-dashboard">
      <h1 className="h3 mb-4 text-break">Welcome, {name.trim()}</h1>
      <div className="mb-4">
        {profile.isError ? (
          <ErrorState title="Your profile could not be loaded." error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <Counts user={profile.data ?? null} interests={interests} />
        )}
      </div>
      {interests.isError ? <ErrorState title="Your interests could not be counted." error={interests.error} onRetry={() => void interests.refetch()} /> : null}
      {id !== null ? <Visualizations id={id} /> : null}
    </div>
  );
}

/**
 * The three counts, drawn at once with "…" for what is still loading: the cards keep their place, so
 * nothing below them moves when the numbers arrive.
 */
function Counts({ user, interests }: { user: User | null; interests: UseQueryResult<unknown[]> }) {
  const { network } = useWords();
  const interestCount = interests.isPending ? '…' : interests.isError ? '–' : interests.data.length;
  const loading = user === null || interests.isPending;
  return (
    <div className="row g-3" aria-busy={loading}>
      {loading ? (
        <span className="visually-hidden" role="status">
          Loading your counts…
        </span>
      ) : null}
      <Stat label="Papers" value={user?.paper_count ?? '…'} />
      <Stat label={network.Posts} value={user?.tweet_count ?? '…'} />
      <Stat label="Interests" value={interestCount} />
    </div>
  );
}

function Visualizations({ id }: { id: number }) {
  const { network } = useWords();
  const visualizations = [
    { to: paths.cloudChart(id), label: 'Interest Overview', text: 'All your interests as a word cloud.' },
    { to: paths.pieChart(id), label: 'Recent Interests', text: `What you worked and ${network.posted} about lately.` },
    { to: paths.barChart(id), label: 'Activities', text: `Publications per year and ${network.posts} per month.` },
    { to: paths.streamChart(id), label: 'Interest Trends', text: 'How your interests changed over time.' },
    { to: paths.conceptChart(id), label: 'Potential Interests', text: 'Topics related to your top interests.' },
  ];
  return (
    <section aria-labelledby="dashboard-visualizations">
      <h2 id="dashboard-visualizations" className="h5 mb-3">
        Your visualizations
      </h2>
      <div className="row g-3">
        {visualizations.map((item) => (
          <div className="col-12 col-md-6 col-xl-4" key={item.to}>
            <Link to={item.to} className="card shadow-sm border-0 h-100 text-decoration-none rima-dashboard__link">
              <span className="card-body d-block">
                <span className="h6 d-block text-primary">{item.label}</span>
                <span className="small text-muted d-block">{item.text}</span>
              </span>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
