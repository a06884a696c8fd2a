import { useQuery } from '@tanstack/react-query';
import { importProgressQuery } from '@/api/user/queries';
import { STANDALONE_UI, useDemoBackend } from '@/lib/demo-mode';

/**
 * My account (standalone build): the items of the last import that the sources sent in a form this
 * app cannot read, and that were left out ("Left out: 1 paper from Semantic Scholar (its year could
 * not be read). Everything else was imported.").
 */
export function ImportLeftOut() {
  const demo = useDemoBackend();
  return STANDALONE_UI && demo !== null ? <LeftOutLine /> : null;
}

function LeftOutLine() {
  const progress = useQuery(importProgressQuery());
  const leftOut = progress.data?.left_out ?? null;
  return leftOut ? <p className="alert alert-secondary small">{leftOut}</p> : null;
}
