import { EXTRACTION_ALGORITHMS } from '@/api/user/demo-algorithms';
import { preloadDemoApi, useExtractInterests } from '../api/use-demo-mutations';
import { EXAMPLE_ABSTRACT, EXAMPLE_TWEET } from '../lib/examples';
import { demoErrorText, extractionSummary } from '../lib/results';
import { useResultFocus } from '../lib/use-result-focus';
import { useValidatedForm } from '../lib/use-validated-form';
import { validateExtraction, type ExtractionForm } from '../lib/validation';
import { KeywordResults } from './keyword-results';
import { AlgorithmSelect } from './algorithm-select';
import { SubmitButton } from './submit-button';

const INITIAL_FORM: ExtractionForm = { text: '', algorithm: '', count: '', wikiFilter: true };

/** Interest Extraction tab: free text -> keywords with scores. */
export function ExtractionPanel() {
  const extraction = useExtractInterests();
  const { id, form, update, invalid, messageId, onSubmit, fieldProps } = useValidatedForm({
    initial: INITIAL_FORM,
    validate: validateExtraction,
    mutation: extraction,
  });
  const resultRef = useResultFocus(extraction, (outcome) => extractionSummary(outcome.keywords.length));

  return (
    <div>
      <form onSubmit={onSubmit} onFocus={preloadDemoApi} noValidate aria-label="Interest extraction">
        <div className="mb-3">
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-1">
            <label className="form-label mb-0" htmlFor={`${id}-text`}>
              Text
            </label>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => update('text', EXAMPLE_ABSTRACT)}>
                Use an example abstract
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => update('text', EXAMPLE_TWEET)}>
                Use an example tweet
              </button>
            </div>
          </div>
          <textarea
            {...fieldProps('text')}
            id={`${id}-text`}
            className={`form-control${invalid?.field === 'text' ? ' is-invalid' : ''}`}
            rows={7}
            placeholder="Paste an abstract, a tweet or any text about research"
            value={form.text}
            onChange={(event) => update('text', event.target.value)}
          />
        </div>
        <div className="row g-3 align-items-end mb-3">
          <div className="col-sm-5">
            <AlgorithmSelect
              id={`${id}-algorithm`}
              algorithms={EXTRACTION_ALGORITHMS}
              value={form.algorithm}
              onChange={(value) => update('algorithm', value)}
              invalid={invalid?.field === 'algorithm'}
              fieldProps={fieldProps('algorithm')}
            />
          </div>
          <div className="col-sm-3">
            <label className="form-label" htmlFor={`${id}-count`}>
              Keywords count
            </label>
            <input
              {...fieldProps('count')}
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="e.g. 10"
              className={`form-control${invalid?.field === 'count' ? ' is-invalid' : ''}`}
              value={form.count}
              onChange={(event) => update('count', event.target.value)}
            />
          </div>
          <div className="col-sm-4">
            <div className="form-check mb-2">
              <input
                id={`${id}-wiki`}
                type="checkbox"
                className="form-check-input"
                checked={form.wikiFilter}
                aria-describedby={`${id}-wiki-help`}
                onChange={(event) => update('wikiFilter', event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-wiki`}>
                Wikipedia filter
              </label>
              <div id={`${id}-wiki-help`} className="form-text mt-0">
                Keep only keywords that are Wikipedia article titles.
              </div>
            </div>
          </div>
        </div>
        {invalid ? (
          <div id={messageId} className="alert alert-warning py-2" role="alert">
            {invalid.message}
          </div>
        ) : null}
        <SubmitButton busy={extraction.isPending}>Extract interests</SubmitButton>
        {extraction.isPending ? (
          <span className="ms-3 small text-muted" role="status">
            Extracting keywords. This can take a while.
          </span>
        ) : null}
      </form>

      <div className="mt-4 rima-result" ref={resultRef} tabIndex={-1}>
        {extraction.isError ? (
          <div className="alert alert-danger" role="alert">
            {demoErrorText(extraction.error)}
          </div>
        ) : null}
        {extraction.isSuccess ? <KeywordResults outcome={extraction.data} /> : null}
      </div>
    </div>
  );
}
