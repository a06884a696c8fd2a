import { useQuery } from '@tanstack/react-query';
import { announce } from '@/components/ui/announcer';
import { BusyButton } from '@/components/ui/busy-button';
import { notifySuccess } from '@/components/ui/toasts';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ownInterestsQuery, useAddInterest } from '../api/queries';
import { nameKey } from '../lib/keyword-rows';

/**
 * "Add as an interest" for a name shown elsewhere (a Wikipedia category on Potential Interests):
 * adds it as Manage Interests' Add and Save would (useAddInterest), with the spec's toast
 * 'Add Keyword !'. A name that already is an interest says so instead of offering the button.
 */
export function AddAsInterest({ name }: { name: string }) {
  const interests = useQuery(ownInterestsQuery());
  const add = useAddInterest();
  const singleFlight = useSingleFlight();
  const already = interests.data?.some((interest) => nameKey(interest.keyword) === nameKey(name)) ?? false;

  if (already) return <span className="small text-muted">“{name}” is one of your interests.</span>;

  const press = () =>
    void singleFlight(async () => {
      try {
        // false: it had become an interest meanwhile (another tab); the line below now says so
        if (await add.mutateAsync(name)) {
          notifySuccess('Add Keyword !');
          announce(`${name} added to your interests`);
        }
      } catch {
        // the global handler raised the toast; the button stays for another try
      }
    });

  return (
    <BusyButton className="btn btn-sm btn-outline-primary" onClick={press} busy={add.isPending} spinnerClassName="me-1">
      Add as an interest
    </BusyButton>
  );
}
