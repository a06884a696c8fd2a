import { formatPercent, readSimilarityScore } from '../lib/result-format';

/** The similarity score as a percentage with a plain-language reading, and why it is approximate when it is. */
export function SimilarityResult({ score, algorithm, note = null }: { score: number; algorithm: string; note?: string | null }) {
  const width = Math.min(100, Math.max(0, score));
  return (
    <section className="border rounded p-3" aria-labelledby="demo-similarity-heading">
      <h2 className="h6 text-muted mb-1" id="demo-similarity-heading">
        Similarity score <span className="fw-normal">({algorithm})</span>
      </h2>
      <p className="display-6 mb-2">{formatPercent(score)}</p>
      <div className="progress mb-2" aria-hidden="true" style={{ height: 8 }}>
        <div className="progress-bar" style={{ width: `${width}%` }} />
      </div>
      <p className="mb-0">{readSimilarityScore(score)}</p>
      {note ? <p className="mb-0 mt-2 small text-muted">{note}</p> : null}
    </section>
  );
}
