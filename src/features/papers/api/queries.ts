import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createPaper, editPaper, getPaper, removePaper, type PaperInput } from '@/api/user/papers';
import { papersQuery, sharedKeys } from '@/api/user/queries';
import type { Paper } from '@/api/user/schemas';

export const paperKeys = {
  all: ['papers'] as const,
  list: sharedKeys.papers,
  detail: (id: number) => [...paperKeys.all, 'detail', id] as const,
};

export { papersQuery };

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

/**
 * Edit: PATCH (the updated paper, same id), or the server's copy (edit-paper/: a new id, found by
 * editPaper). The copy's id is followed: the old id is no longer asked for (the server answers 404
 * for it), and it is forgotten once no page shows it.
 */
export function useUpdatePaper(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaperInput) => editPaper(id, input),
    onSuccess: (paper) => {
      if (paper) queryClient.setQueryData(paperKeys.detail(paper.id), paper);
      const moved = paper?.id !== id;
      if (moved) queryClient.removeQueries({ queryKey: paperKeys.detail(id), exact: true, type: 'inactive' });
      const old = paperKeys.detail(id);
      return queryClient.invalidateQueries({
        queryKey: paperKeys.all,
        predicate: (query) => !(moved && query.queryKey.length === old.length && query.queryKey.every((part, index) => part === old[index])),
      });
    },
  });
}

/** Remove: for good (remove-paper-for-user/) where offered, else DELETE; resolves to which one ran. */
export function useDeletePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removePaper(id),
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
