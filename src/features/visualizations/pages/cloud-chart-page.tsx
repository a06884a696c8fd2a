import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LongTermInterest } from '@/api/user/schemas';
import { InterestsCloud } from '@/components/charts/interests-cloud';
import { QueryState } from '@/components/ui/query-state';
import { manageInterestsSearch } from '@/config/paths';
import { CLOUD_MAX_WORDS, sourceTextInline } from '@/components/charts/lib/interest-words';
import { chartInterestsQuery } from '../api/queries';
import { InterestDetailModal } from '../components/interest-detail-modal';
import { VisualizationPage } from '../components/visualization-page';

const describe = (interest: LongTermInterest) => `${interest.keyword}: ${sourceTextInline(interest.source)}, weight ${interest.weight}`;

function Cloud({ userId, own }: { userId: number; own: boolean }) {
  const interests = useQuery(chartInterestsQuery(userId));
  const [focused, setFocused] = useState<LongTermInterest | null>(null);
  const [opened, setOpened] = useState<LongTermInterest | null>(null);
  return (
    <QueryState query={interests} empty="No Data Found">
      {(data) => (
        <>
          <InterestsCloud
            interests={data}
            limit={data.length}
            title={data.length > CLOUD_MAX_WORDS ? `Word cloud of the ${CLOUD_MAX_WORDS} heaviest of ${data.length} interests` : `Word cloud of ${data.length} interests`}
            label="Interests by weight"
            describe={describe}
            onInterestClick={setOpened}
            onInterestFocus={setFocused}
            footer={
              <p className="small mb-0 mt-2 text-center" role="status">
                {focused ? (
                  <>
                    <strong>{focused.keyword}</strong>: {sourceTextInline(focused.source)} (weight {focused.weight})
                  </>
                ) : (
                  <span className="text-muted">Point at or tab to a word to see its source; click it or press Enter to see where it comes from.</span>
                )}
              </p>
            }
          />
          <InterestDetailModal interest={opened} own={own} onClose={() => setOpened(null)} />
        </>
      )}
    </QueryState>
  );
}

/** /app/cloud-chart/{id}: 'Interest Overview', the word cloud of a user's long-term interests. */
export function Component() {
  return (
    <VisualizationPage
      title="Interest Overview"
      intro="Every interest sized by its weight. Each word tells where it comes from."
      actions={(user) =>
        user.own ? (
          <Link to={manageInterestsSearch()} className="btn btn-primary btn-sm">
            Manage Interests
          </Link>
        ) : null
      }
    >
      {(user) => <Cloud key={user.id} userId={user.id} own={user.own} />}
    </VisualizationPage>
  );
}
