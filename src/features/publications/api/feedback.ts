import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InterestWeight } from '@/api/user/publications';
import type { RecommendedPaper } from '@/api/user/schemas';
import { getRecommendationFeedback, giveRecommendationFeedback, undoRecommendationFeedback, type FeedbackInput } from '@/api/user/standalone-recommendations';
import { errorCause } from '@/lib/error-message';
import { feedbackChangeText, type FeedbackAction } from '../lib/recommend';
import { publicationKeys } from './queries';

const feedbackKey = () => [...publicationKeys.all, 'feedback'] as const;

/** The researcher's feedback on Recommended Papers (built-in backend only), newest first. */
export const recommendationFeedbackQuery = () => queryOptions({ queryKey: feedbackKey(), queryFn: ({ signal }) => getRecommendationFeedback(signal), staleTime: Infinity });

/** The last change: what it did to the list, and the feedback to undo it with (null: an undo, or a failure). */
export type FeedbackNotice = { text: string; undo: FeedbackInput | null; failed: boolean };

/**
 * Gives or undoes feedback for the list recommended for `interests`: the answer's list, ranked again,
 * replaces the shown one at once, and `notice` says what changed (with Undo after a change).
 */
export function useRecommendationFeedback(interests: readonly InterestWeight[] | null) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<FeedbackNotice | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, undo }: { input: FeedbackInput; undo: boolean }) => (undo ? undoRecommendationFeedback(input, interests ?? []) : giveRecommendationFeedback(input, interests ?? [])),
    onSuccess: (answer, { input, undo }) => {
      queryClient.setQueryData(feedbackKey(), answer.feedback);
      // a keyphrase is kept in lower case, as the backend keeps it
      const action: FeedbackAction = { undo, kind: input.kind, target: input.kind === 'less-keyphrase' ? input.target.toLowerCase() : input.target, title: input.title ?? null };
      if (interests === null || answer.papers === null) {
        setNotice({ text: answer.detail ?? 'Your feedback is kept; it counts at the next Recommend.', undo: undo ? null : input, failed: false });
        return;
      }
      const key = publicationKeys.papers(interests);
      const before = queryClient.getQueryData<RecommendedPaper[]>(key) ?? [];
      queryClient.setQueryData(key, answer.papers);
      setNotice({ text: feedbackChangeText(action, before.slice(0, 10), answer.papers.slice(0, 10)), undo: undo ? null : input, failed: false });
    },
    onError: (error) => setNotice({ text: `Your feedback could not be kept: ${errorCause(error)}`, undo: null, failed: true }),
  });
  return {
    notice,
    pending: mutation.isPending,
    give: (input: FeedbackInput) => mutation.mutate({ input, undo: false }),
    undo: (input: FeedbackInput) => mutation.mutate({ input, undo: true }),
  };
}
