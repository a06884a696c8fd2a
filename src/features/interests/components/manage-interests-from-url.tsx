import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MANAGE_INTERESTS_PARAM } from '@/config/paths';

// the editor (and its slider) loads when the dialog is first opened, not with the page
const ManageInterestsDialog = lazy(() => import('./manage-interests-dialog').then((module) => ({ default: module.ManageInterestsDialog })));

/**
 * Mounted by a page that offers Manage Interests as a dialog: open while the address carries `?manage`
 * (`?manage=<keyword>`: on that interest's row, see manageInterestsSearch); closing removes the
 * parameter with a replace navigation, so Back does not open it again.
 */
export function ManageInterestsFromUrl() {
  const [params, setParams] = useSearchParams();
  const value = params.get(MANAGE_INTERESTS_PARAM);
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MANAGE_INTERESTS_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  if (value === null) return null;
  return (
    <Suspense fallback={null}>
      <ManageInterestsDialog focusName={value === '' ? null : value} onClose={close} />
    </Suspense>
  );
}
