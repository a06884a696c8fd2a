import type { LongTermInterest } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { WordCloud } from '@/components/charts/word-cloud';
import { EmptyState } from '@/components/ui/states';
import { CLOUD_SIZE, topInterests } from '../lib/keyword-rows';

/** The top 15 interests by weight (spec section 9: font 15 to 60 px, angles 0 and 90, height 500). */
export function InterestsCloud({ interests }: { interests: readonly LongTermInterest[] }) {
  const words = topInterests(interests, CLOUD_SIZE);
  return (
    <ChartCard title={`Top ${CLOUD_SIZE} interests`} resetKey={interests}>
      {words.length === 0 ? (
        <EmptyState>No Data Found</EmptyState>
      ) : (
        <WordCloud
          label="Top interests by weight"
          words={words}
          height={500}
          fontSizes={[15, 60]}
          rotations={[0, 90]}
          wordTitle={(word) => `${word.text}: weight ${word.value}`}
        />
      )}
    </ChartCard>
  );
}
