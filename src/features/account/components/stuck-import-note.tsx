import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { importStatusQuery } from '@/api/user/queries';
import { session } from '@/lib/session';
import { stuckImport } from '@/lib/stuck-import';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * My account's word on an import this server never finished (lib/stuck-import.ts): after a wait
 * that timed out, sign-ins go straight on, and this sentence says whether the server still reports
 * the import. It asks the server once per visit; a finished import is forgotten and the note goes.
 */
export function StuckImportNote() {
  const ownId = session.getOwnId();
  const since = ownId === null ? null : stuckImport.since(ownId);
  // a switch, not a missing input: the status is asked only after an import was left waiting
  const status = useQuery({ ...importStatusQuery(), enabled: since !== null });
  const finished = status.data?.data_being_loaded === false;

  useEffect(() => {
    if (finished && ownId !== null) stuckImport.forget(ownId);
  }, [finished, ownId]);

  if (since === null || status.data?.data_being_loaded !== true) return null;
  return (
    <p className="alert alert-info small" role="status">
      The server still says it is importing your data (since {when.format(since)}).
    </p>
  );
}
