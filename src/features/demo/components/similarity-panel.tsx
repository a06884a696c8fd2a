import { SIMILARITY_ALGORITHMS } from '@/api/user/demo-algorithms';
import { preloadDemoApi } from '../api/actions';
import { useKeywordSimilarity } from '../api/similarity-actions';
import { EXAMPLE_SET_1, EXAMPLE_SET_2 } from '../lib/examples';
import { approximationNote } from '@/components/ui/approximation-note';
import { similaritySummary } from '../lib/result-format';
import { useResultFocus } from '../lib/use-result-focus';
import { useDemoForm } from '../lib/use-demo-form';
import { SIMILARITY_FIELDS, similarityRequest, splitKeywords, type SimilarityField } from '../lib/similarity-form';
import { SimilarityResult } from './similarity-result';
import { AlgorithmSelect } from './algorithm-select';
import { FormProblem, type BoundField } from './form-parts';
import { SubmitButton } from './submit-button';

const INITIAL_FORM: Record<SimilarityField, string> = { set1: '', set2: '', algorithm: '' };

/** The form's checks (zod with its schema) load when the user starts filling it in. */
const loadValidator = () => import('../lib/demo-schemas').then((module) => module.similarityValidator);

/** Semantic Similarity tab: two comma-separated keyword sets -> a score. */
export function SimilarityPanel() {
  const similarity = useKeywordSimilarity();
  const { id, set, formRef, preload, invalid, messageId, onSubmit, bind } = useDemoForm({
    load: loadValidator,
    initial: INITIAL_FORM,
    order: SIMILARITY_FIELDS,
    action: similarity,
    request: similarityRequest,
    helpId: (field: SimilarityField, formId) => (field === 'algorithm' ? undefined : `${formId}-${field}-help`),
  });
  const resultRef = useResultFocus(similarity, (result) => similaritySummary(result.score));

  return (
    <div>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={() => {
          preloadDemoApi();
          void preload();
        }}
        noValidate aria-label="Semantic similarity">
        <div className="d-flex justify-content-end mb-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => {
              set('set1', EXAMPLE_SET_1);
              set('set2', EXAMPLE_SET_2);
            }}
          >
            Use example sets
          </button>
        </div>
        <div className="row g-3 mb-3">
          <KeywordSetField id={id} field="set1" label="Keywords (Set 1)" {...bind('set1')} />
          <KeywordSetField id={id} field="set2" label="Keywords (Set 2)" {...bind('set2')} />
        </div>
        <div className="row mb-3">
          <div className="col-sm-5">
            <AlgorithmSelect id={`${id}-algorithm`} algorithms={SIMILARITY_ALGORITHMS} {...bind('algorithm')} />
          </div>
        </div>
        <FormProblem id={messageId} invalid={invalid} />
        <SubmitButton busy={similarity.isPending}>Compute similarity</SubmitButton>
        {similarity.isPending ? (
          <span className="ms-3 small text-muted" role="status">
            Comparing the sets. This can take a while.
          </span>
        ) : null}
      </form>

      <div className="mt-4 rima-result" ref={resultRef} tabIndex={-1}>
        {similarity.isError ? (
          <div className="alert alert-danger" role="alert">
            {similarity.errorText}
          </div>
        ) : null}
        {similarity.isSuccess ? (
          <SimilarityResult score={similarity.data.score} algorithm={similarity.variables.algorithm} note={approximationNote(similarity.data)} />
        ) : null}
      </div>
    </div>
  );
}

type KeywordSetProps = BoundField & { id: string; field: 'set1' | 'set2'; label: string };

/** One comma-separated keyword set, with how many keywords it holds so far. */
function KeywordSetField({ id, field, label, value, onChange, invalid, fieldProps }: KeywordSetProps) {
  const parsed = splitKeywords(value);
  return (
    <div className="col-md-6">
      <label className="form-label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <textarea
        {...fieldProps}
        id={`${id}-${field}`}
        rows={3}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        placeholder="e.g. learning analytics, dashboards"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-${field}-help`} className="form-text">
        Separate keywords with commas.{' '}
        {parsed.length > 0 ? `${parsed.length} keyword${parsed.length === 1 ? '' : 's'}.` : null}
      </div>
    </div>
  );
}
