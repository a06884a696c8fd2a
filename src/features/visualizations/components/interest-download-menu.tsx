import { useQuery } from '@tanstack/react-query';
import { downloadCsv, downloadJson, exportFileName } from '@/components/charts/chart-export';
import { MenuButton } from '@/components/ui/menu-button';
import { useWords } from '@/lib/words';
import { chartInterestsQuery } from '../api/queries';
import { interestsCsv, profileJson } from '../lib/interest-export';
import { useViewedName, type ViewedUser } from './visualization-page';

/**
 * The Interest Overview's Download menu: the viewed user's interests as CSV and their profile as
 * JSON, named after whose they are (`rima-interests-lena-hoffmann-2026-11-24.csv`). Reads the
 * page's own cache entry; shown once the interests have loaded.
 */
export function InterestDownloadMenu({ user }: { user: ViewedUser }) {
  const interests = useQuery(chartInterestsQuery(user));
  const name = useViewedName(user);
  const { network } = useWords();
  if (!interests.isSuccess) return null;
  const data = interests.data;
  return (
    <MenuButton
      className="btn btn-outline-dark btn-sm"
      menuLabel="Download"
      items={[
        { label: 'Download interests (CSV)', onSelect: () => downloadCsv(interestsCsv(data, network), exportFileName('interests', name, 'csv')) },
        {
          label: 'Download profile (JSON)',
          onSelect: () => downloadJson(profileJson(data, { id: user.id, name: name ?? '' }), exportFileName('interest profile', name, 'json')),
        },
      ]}
    >
      Download
    </MenuButton>
  );
}
