import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/ui/states';
import { LongText } from '@/components/ui/long-text';
import { cutText } from '@/lib/bounded';
import { Spinner } from '@/components/ui/spinner';
import type { ExtractionOutcome } from '../api/actions';
import { formatKeywordScore } from '../lib/result-format';
import { ChartErrorBoundary } from '@/components/charts/chart-card';

const KeywordChart = lazy(() => import('./keyword-chart'));

/** What the results say when the built-in backend's Wikipedia filter could not reach Wikipedia. */
export const WIKIPEDIA_UNREACHABLE_TEXT = 'Wikipedia could not be reached: the Wikipedia filter kept the keywords that name an article of the built-in list instead.';

function WikipediaNote({ outcome }: { outcome: ExtractionOutcome }) {
  return outcome.wikipediaUnreachable ? (
    <p className="small text-muted" role="note">
      {WIKIPEDIA_UNREACHABLE_TEXT}
    </p>
  ) : null;
}

/** The extracted keywords with scores (highest first), as a list and as bars; or 'No Keywords Found'. */
export function KeywordResults({ outcome }: { outcome: ExtractionOutcome }) {
  const { keywords } = outcome;
  if (keywords.length === 0) {
    return (
      <div className="border rounded">
        <WikipediaNote outcome={outcome} />
        <EmptyState>No Keywords Found</EmptyState>
        <p className="small text-muted text-center px-3 pb-3 mb-0">
          Try a longer text, another algorithm, or switch off the Wikipedia filter.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="demo-keywords-heading">
      <h2 className="h5" id="demo-keywords-heading">
        Keywords <span className="text-muted small fw-normal">({keywords.length}, highest score first)</span>
      </h2>
      <WikipediaNote outcome={outcome} />
      <div className="row g-3">
        <div className="col-md-5">
          <ol className="list-group list-group-numbered" aria-label="Keywords with scores">
            {keywords.map(({ keyword, score }) => (
              <li key={keyword} className="list-group-item d-flex justify-content-between align-items-start gap-2">
                <span className="me-auto">
                  <LongText text={keyword} />
                </span>
                <span className="badge text-bg-primary rounded-pill" aria-label={`score ${formatKeywordScore(score)}`}>
                  {formatKeywordScore(score)}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="col-md-7" data-testid="keyword-chart">
          <ChartErrorBoundary fallback={<p className="small text-muted">The chart could not be drawn; the list shows every keyword.</p>}>
            <Suspense fallback={<Spinner label="Loading chart…" />}>
              <KeywordChart keywords={keywords.map((item) => ({ ...item, keyword: cutText(item.keyword, 30).text }))} />
            </Suspense>
          </ChartErrorBoundary>
        </div>
      </div>
    </section>
  );
}
