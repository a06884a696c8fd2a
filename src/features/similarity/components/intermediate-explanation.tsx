import type { UserSimilarity } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { HeatMap } from '@/components/charts/heat-map';

/** 'Intermediate explanation' (Interest Similarity Model): the keyword-to-keyword heat map. */
export function IntermediateExplanation({ similarity, otherName }: { similarity: UserSimilarity; otherName: string }) {
  return (
    <section aria-labelledby="intermediate-explanation-title">
      <h3 id="intermediate-explanation-title" className="h5">
        Interest Similarity Model
      </h3>
      <p className="text-muted small">
        How alike each of your top 5 interests is to each of {otherName}&apos;s, from 0 (not alike) to 1 (the same keyword). Pairs of 0.6 or more count
        as similar.
      </p>
      <ChartCard title="Keyword similarity" resetKey={similarity}>
        <HeatMap
          data={similarity.heat_map_data}
          label={`Similarity of your top interests (rows) and ${otherName}'s (columns)`}
          rowTitle="Your interests"
          columnTitle={`${otherName}'s interests`}
          emptyMessage="No Keywords: one of you has no interests to compare yet."
        />
      </ChartCard>
    </section>
  );
}
