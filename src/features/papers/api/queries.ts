import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createPaper, deletePaper, getPaper, getPapers, updatePaper, type PaperInput } from '@/api/user/papers';
import { triggerPaperUpdate } from '@/api/user/interests';
import { sharedKeys } from '@/api/user/queries';
import type { Paper } from '@/api/user/schemas';

export const paperKeys = {
  all: ['papers'] as const,
  list: () => [...paperKeys.all, 'list'] as const,
  detail: (id: number) => [...paperKeys.all, 'detail', id] as const,
};

export const papersQuery = () => queryOptions({ queryKey: paperKeys.list(), queryFn: ({ signal }) => getPapers(signal) });

export const paperQuery = (id: number) => queryOptions({ queryKey: paperKeys.detail(id), queryFn: ({ signal }) => getPaper(id, signal) });

export function useCreatePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaperInput) => createPaper(input),
    // paper_count on the profile changes too
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paperKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.profile() }),
      ]),
  });
}

export function useUpdatePaper(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaperInput) => updatePaper(id, input),
    onSuccess: (paper) => {
      queryClient.setQueryData(paperKeys.detail(id), paper);
      return queryClient.invalidateQueries({ queryKey: paperKeys.all });
    },
  });
}

export function useDeletePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePaper(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: paperKeys.detail(id) });
      queryClient.setQueryData(paperKeys.list(), (papers: Paper[] | undefined) => papers?.filter((paper) => paper.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: paperKeys.list() }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.profile() }),
      ]);
    },
  });
}

/** The publications page's Save: recompute interests from the stored papers, then refresh every interest view. */
export function useRecomputeInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerPaperUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.interests() }),
  });
}
