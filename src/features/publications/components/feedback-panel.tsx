import type { Feedback, FeedbackInput } from '@/api/user/standalone-recommendations';
import { cutText } from '@/lib/bounded';

type FeedbackPanelProps = {
  feedback: readonly Feedback[];
  onUndo: (input: FeedbackInput) => void;
  pending: boolean;
};

const KIND_LABELS = { 'not-for-me': 'Not for me', 'more-like-this': 'More like this' } as const;

/**
 * "Your feedback" on Recommended Papers, in one place where each can be undone: the keyphrases asked
 * less of (chips with ×), the papers not for you and the papers to find more like (each with Undo).
 */
export function FeedbackPanel({ feedback, onUndo, pending }: FeedbackPanelProps) {
  const less = feedback.filter((row) => row.kind === 'less-keyphrase');
  const papers = feedback.filter((row): row is Feedback & { kind: keyof typeof KIND_LABELS } => row.kind !== 'less-keyphrase');
  return (
    <section aria-labelledby="rima-pubs-feedback" className="mt-3">
      <h2 className="h6" id="rima-pubs-feedback">
        Your feedback
      </h2>
      {feedback.length === 0 ? (
        <p className="small text-muted mb-0">None yet. “Not for me”, “More like this” and “Less of a keyphrase” on a paper teach the ranking; each shows here, where it can be undone.</p>
      ) : null}
      {less.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label="Keyphrases you asked less of">
          {less.map((row) => (
            <li key={row.target} className="rima-keyphrase is-plain">
              <span className="text-break">Less of {row.target}</span>
              <button type="button" className="rima-keyphrase__drop" aria-label={`Remove less of ${row.target}`} disabled={pending} onClick={() => onUndo({ kind: row.kind, target: row.target })}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {papers.length > 0 ? (
        <ul className="list-unstyled mb-0 small" aria-label="Papers you gave feedback on">
          {papers.map((row) => (
            <li key={`${row.kind}:${row.target}`} className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
              <span className="badge text-bg-light border">{KIND_LABELS[row.kind]}</span>
              <span className="text-break">{cutText(row.title ?? row.target, 120).text}</span>
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" disabled={pending} onClick={() => onUndo({ kind: row.kind, target: row.target, title: row.title })}>
                Undo<span className="visually-hidden"> {KIND_LABELS[row.kind]} for {row.title ?? row.target}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
