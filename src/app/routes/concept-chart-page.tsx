import { AddAsInterest } from '@/features/interests/components/add-as-interest';
import { Component as ConceptChartPage } from '@/features/visualizations/pages/concept-chart-page';

/**
 * /app/concept-chart/{id}: Potential Interests, with the interests feature's "Add as an interest" on
 * a pressed category of the own map. Composed here, where both features may be imported.
 */
export function Component() {
  return <ConceptChartPage categoryAction={(category) => <AddAsInterest name={category} />} />;
}
