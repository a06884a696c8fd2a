import { session } from '@/lib/session';
import { useIsViewingOwn } from '@/lib/viewing';

/**
 * True when the viewed user is the logged-in user (spec section 4, "viewing mode").
 * Management actions (refresh, add, edit, remove, save) are offered only then.
 * The same check as `useIsViewingOwn` of src/lib/viewing (kept under this name for its callers).
 */
export const useViewingOwnData = useIsViewingOwn;

/** Says why management actions are missing while another user's data is viewed, with the way back. */
export function OwnDataNotice() {
  const ownId = session.getOwnId();
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
      <span>You are viewing another user&apos;s data. Managing data is available for your own account only.</span>
      {ownId !== null ? (
        <button type="button" className="btn btn-sm btn-outline-primary ms-auto" onClick={() => session.setViewedId(ownId)}>
          Return To My Account
        </button>
      ) : null}
    </div>
  );
}
