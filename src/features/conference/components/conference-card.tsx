import type { ComponentProps } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { SampleLabel } from './sample-label';

/** The chart card of every conference chart: labelled "sample data, not LAK" while the offline sample is shown. */
export function ConferenceCard({ actions, ...props }: ComponentProps<typeof ChartCard>) {
  return (
    <ChartCard
      {...props}
      actions={
        <>
          <SampleLabel />
          {actions}
        </>
      }
    />
  );
}
