import { useQuery } from '@tanstack/react-query';
import type { Location } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { MANAGE_INTERESTS_PARAM } from '@/config/paths';
import { ownInterestsQuery } from '../api/queries';
import { interestsToRows } from '../lib/keyword-rows';
import { InterestEditor } from './interest-editor';

type ManageInterestsDialogProps = {
  /** an interest (its name) whose row is shown and focused first */
  focusName?: string | null;
  /** closes the dialog (the editor asks first when changes are unsaved: the close navigates) */
  onClose: () => void;
};

/** The dialog stays while the address keeps its path and the `manage` parameter. */
const staysInDialog = (current: Location, next: Location) =>
  next.pathname === current.pathname && new URLSearchParams(next.search).has(MANAGE_INTERESTS_PARAM);

/**
 * Manage Interests in the one modal, over the page that opened it: the same editor as /app/keyword.
 * A save closes it; the charts behind read the interests again (the save invalidates every interest query).
 */
export function ManageInterestsDialog({ focusName, onClose }: ManageInterestsDialogProps) {
  const interests = useQuery(ownInterestsQuery());
  return (
    <Modal open title="Manage Interests" onClose={onClose} size="xl">
      <QueryState query={interests} loadingLabel="Loading your interests">
        {(data) => <InterestEditor initialRows={interestsToRows(data)} focusName={focusName} onSaved={onClose} staysOn={staysInDialog} />}
      </QueryState>
    </Modal>
  );
}
