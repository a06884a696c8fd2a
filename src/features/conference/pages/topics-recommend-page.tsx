import { session } from '@/lib/session';
import { EmptyState } from '@/components/ui/states';
import { ConferenceHeader } from '../components/conference-header';
import { LakCorpusGate } from '../components/lak-corpus-gate';
import { RecommendedPublications } from '../components/recommended-publications';

/** /app/topicsrecommend: 'Publications' of the conference recommended from the user's interests. */
export function Component() {
  const userId = session.getOwnId();
  return (
    <div>
      <ConferenceHeader title="Publications">Conference papers that match what you work on.</ConferenceHeader>
      <LakCorpusGate>{userId === null ? <EmptyState>No data available</EmptyState> : <RecommendedPublications userId={userId} />}</LakCorpusGate>
    </div>
  );
}
