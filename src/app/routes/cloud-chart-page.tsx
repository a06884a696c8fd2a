import { useParams } from 'react-router-dom';
import { ManageInterestsFromUrl } from '@/features/interests/components/manage-interests-from-url';
import { Component as CloudChartPage } from '@/features/visualizations/pages/cloud-chart-page';
import { session } from '@/lib/session';
import { parseId } from '@/lib/id';

/**
 * /app/cloud-chart/{id}: the Interest Overview, and over it the Manage Interests dialog of the interests
 * feature while the address carries `?manage` (own profile only). Composed here, where both features
 * may be imported (features never import each other).
 */
export function Component() {
  const { id } = useParams();
  const own = parseId(id) !== null && parseId(id) === session.getOwnId();
  return (
    <>
      <CloudChartPage />
      {own ? <ManageInterestsFromUrl /> : null}
    </>
  );
}
