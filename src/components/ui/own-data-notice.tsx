import { session } from '@/lib/session';

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
