import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RecommendedTweet } from '@/api/user/schemas';
import { TWITTER, type SocialNetwork } from '@/config/social';
import { ChartCard } from '@/components/charts/chart-card';
import { HeatMap } from '@/components/charts/heat-map';
import { SimilarityExplanation } from '@/components/charts/similarity-explanation';
import { ApproximationNote } from '@/components/ui/approximation-note';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { whyThisTweetQuery } from '../api/queries';

export const WHY_FIRST_FAILURE = 'Loading error, close and try again.';
/** The specification's words for a tweet, the build's item otherwise ('… for this post.'). */
export const whySecondFailure = (network: SocialNetwork = TWITTER) => `Sorry, no data available for this ${network.post}.`;

type Props = { tweet: RecommendedTweet | null; interests: readonly string[]; onClose: () => void; network?: SocialNetwork };

/** 'Why this tweet?': level 0 the heat map of the tweet's keywords against the user's interests, level 1 the advanced image. */
export function WhyThisTweetDialog({ tweet, interests, onClose, network = TWITTER }: Props) {
  return (
    <Modal open={tweet !== null} title={`Why this ${network.post}?`} onClose={onClose} size="lg">
      {tweet ? <Explanation key={tweet.id_str} tweet={tweet} interests={interests} network={network} /> : null}
    </Modal>
  );
}

function Explanation({ tweet, interests, network }: { tweet: RecommendedTweet; interests: readonly string[]; network: SocialNetwork }) {
  const [level, setLevel] = useState<0 | 1>(0);
  const query = useQuery(whyThisTweetQuery(tweet, interests));
  // A failed computation is tried again when the dialog is opened again (retryOnMount): 'close and try again'.

  const switcher =
    level === 0 ? (
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setLevel(1)}>
        More
      </button>
    ) : (
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setLevel(0)}>
        Less
      </button>
    );

  if (level === 1) {
    return (
      <ChartCard title="Advanced explanation" actions={switcher} exportData={false}>
        <SimilarityExplanation firstName="You" secondName={`This ${network.post}`} />
      </ChartCard>
    );
  }

  return (
    <ChartCard title="Intermediate explanation" actions={switcher} resetKey={query.dataUpdatedAt}>
      <QueryState
        query={query}
        spinWhileRetrying
        renderError={() => (
          <p className="alert alert-warning mb-0" role="alert">
            {query.errorUpdateCount >= 2 ? whySecondFailure(network) : WHY_FIRST_FAILURE}
          </p>
        )}
      >
        {(data) => (
          <>
            <ApproximationNote basis={data.approximation} />
            <HeatMap
              data={data.heat}
              label={`Similarity of the ${network.post}'s keywords to your interests`}
              rowTitle={`Keywords of the ${network.post}`}
              columnTitle="Your interests"
              emptyMessage={whySecondFailure(network)}
            />
          </>
        )}
      </QueryState>
    </ChartCard>
  );
}
