import { FollowButton } from '@/components/identity/follow-button';
import { memo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { User, UserSimilarity } from '@/api/user/schemas';
import { ChartExportWhose } from '@/components/charts/chart-export-context';
import { paths } from '@/config/paths';
import { ApproximationNote } from '@/components/ui/approximation-note';
import { QueryState } from '@/components/ui/query-state';
import { session } from '@/lib/session';
import { parseId } from '@/lib/id';
import { useSessionIds } from '@/lib/viewing';
import { publicProfileQuery, userSimilarityQuery } from '../api/queries';
import { AdvancedExplanation } from '../components/advanced-explanation';
import { BasicExplanation } from '../components/basic-explanation';
import { ComparisonSlider } from '../components/comparison-slider';
import { IntermediateExplanation } from '../components/intermediate-explanation';
import { Tabs } from '@/components/ui/tabs';
import { displayName, explanationsHeading, similarityHeader, unsupportedScoreNote } from '../lib/score';

type Level = 'basic' | 'intermediate' | 'advanced';

// A tab switch re-renders the tabs only: the three levels, kept mounted, get the same answer and are not drawn again.
const Basic = memo(BasicExplanation);
const Intermediate = memo(IntermediateExplanation);
const Advanced = memo(AdvancedExplanation);

function Explanations({ similarity, otherName }: { similarity: UserSimilarity; otherName: string }) {
  const [level, setLevel] = useState<Level>('basic');
  const note = unsupportedScoreNote(similarity, otherName);
  return (
    <section className="card shadow-sm" aria-labelledby="explanations-title">
      <div className="card-header bg-white">
        <h2 id="explanations-title" className="h6 mb-0">
          {explanationsHeading(otherName, similarity.score)}
        </h2>
      </div>
      <div className="card-body">
        {note ? (
          <p className="alert alert-info small" role="note" data-testid="unsupported-score">
            {note}
          </p>
        ) : null}
        <Tabs
          variant="pills"
          label="Explanation level"
          selected={level}
          onSelect={setLevel}
          // the three levels are drawn once with the answer: a switch only shows another (issue 28: under 200 ms)
          keepMounted
          items={[
            { key: 'basic', label: 'Basic explanation', panel: <Basic similarity={similarity} otherName={otherName} /> },
            { key: 'intermediate', label: 'Intermediate explanation', panel: <Intermediate similarity={similarity} otherName={otherName} /> },
            { key: 'advanced', label: 'Advanced explanation', panel: <Advanced similarity={similarity} otherName={otherName} /> },
          ]}
        />
      </div>
    </section>
  );
}

/** The signed-in user's name for exported files ("you" when the session holds none). */
function ownName(): string {
  const { firstName, lastName } = session.getName();
  return `${firstName} ${lastName}`.trim() || 'you';
}

function Comparison({ other, ownId }: { other: User; ownId: number }) {
  const similarity = useQuery(userSimilarityQuery(other.id));
  const name = displayName(other);
  return (
    <>
      <div className="mb-2">
        <FollowButton authorId={other.author_id} name={name} bluesky={other.twitter_account_id} />
      </div>
      <QueryState query={similarity} empty="No Data Found" isEmpty={() => false}>
        {(data) => (
          <>
            <p className="lead mb-3" data-testid="similarity-header">
              {similarityHeader(name, data.score)}
            </p>
            <ApproximationNote basis={data} className="small text-muted mb-3" />
          </>
        )}
      </QueryState>
      <ChartExportWhose.Provider value={`${ownName()} and ${name}`}>
        <div className="d-flex flex-column gap-3">
          <ComparisonSlider me={{ id: ownId, name: 'You', own: true }} other={{ id: other.id, name, own: false }} />
          {similarity.isSuccess ? <Explanations similarity={similarity.data} otherName={name} /> : null}
        </div>
      </ChartExportWhose.Provider>
    </>
  );
}

function Profile({ id, ownId }: { id: number; ownId: number }) {
  const profile = useQuery(publicProfileQuery(id));
  return (
    <QueryState query={profile} empty="No Data Found" isEmpty={() => false}>
      {(user) => <Comparison other={user} ownId={ownId} />}
    </QueryState>
  );
}

/**
 * /app/profile/{id}: 'User Account Details', the signed-in user compared with user {id}. The app
 * layout has already stored {id} as the viewed user; a new id in the route remounts the comparison.
 */
export function Component() {
  const { id: param } = useParams();
  const id = parseId(param);
  const { ownId } = useSessionIds();
  return (
    <div className="rima-compare">
      <h1 className="h3 mb-2">User Account Details</h1>
      {id === null || ownId === null ? (
        <div className="alert alert-warning" role="alert">
          This address does not name a user. Search for a researcher in the sidebar.
        </div>
      ) : id === ownId ? (
        <div className="alert alert-info" role="status">
          This is your own account. <Link to={paths.userProfile} className="alert-link">Open My account</Link> or search for another researcher to compare with.
        </div>
      ) : (
        <Profile key={id} id={id} ownId={ownId} />
      )}
    </div>
  );
}
