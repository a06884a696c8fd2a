import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importProgressQuery } from '@/api/user/queries';

const standaloneApi = () => import('@/api/user/standalone-import');

export type ImportAction = 'cancel' | 'retry' | 'skip';

/**
 * Cancel, Retry and "Continue without papers" of the live import (standalone build), for the wait
 * screen and the notice every signed-in page shows: the answer is the import's new progress, put in
 * the one progress query. Its failure is the mutation's error, said beside the buttons (no toast).
 */
export function useImportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ImportAction) => {
      const api = await standaloneApi();
      return action === 'cancel' ? api.cancelImport() : action === 'retry' ? api.retryImport() : api.skipImport();
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(importProgressQuery().queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: importProgressQuery().queryKey });
    },
    meta: { silent: true },
  });
}
