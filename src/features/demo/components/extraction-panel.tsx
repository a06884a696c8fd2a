import { lazy, Suspense, useState, type Ref } from 'react';
import { DEMO_EXTRACTION_TEXT_LIMIT, EXTRACTION_ALGORITHMS } from '@/api/user/demo-algorithms';
import { Spinner } from '@/components/ui/spinner';
import { useDemoBackend, usePostNoun } from '@/lib/demo-mode';
import { preloadDemoApi, useExtractInterests } from '../api/actions';
import { extractionErrorText, extractionSummary } from '../lib/results';
import { useResultFocus } from '../lib/use-result-focus';
import { useDemoForm } from '../lib/use-demo-form';
import { EXTRACTION_FIELDS, extractionRequest, type ExtractionField } from '../lib/demo-forms';
import { AlgorithmSelect } from './algorithm-select';
import { FormProblem, type BoundField } from './form-parts';
import { SubmitButton } from './submit-button';

/** The results (list and chart) load with the first extraction, not with the page. */
const loadKeywordResults = () => import('./keyword-results');
const KeywordResults = lazy(() => loadKeywordResults().then((module) => ({ default: module.KeywordResults })));

/** The example texts (a few KiB) load when the user reaches for them, not with the page. */
const loadExamples = () => import('../lib/examples');
type Examples = Awaited<ReturnType<typeof loadExamples>>;

/** The form's checks (zod with its schema) load when the user starts filling it in. */
const loadValidator = () => import('../lib/demo-schemas').then((module) => module.extractionValidator);

/** The user is filling in the form: load what sending it and showing its result need. */
function preloadExtraction() {
  preloadDemoApi();
  loadKeywordResults().catch(() => undefined); // a failure shows where the result would
  loadExamples().catch(() => undefined); // a failure leaves the text as it is
}

const INITIAL_FORM: Record<ExtractionField, string> = { text: '', algorithm: '', count: '' };

/** Interest Extraction tab: free text -> keywords with scores. */
export function ExtractionPanel() {
  const extraction = useExtractInterests();
  // The built-in backend extracts in this browser, up to a limit; the real server has none.
  const textLimit = useDemoBackend() ? DEMO_EXTRACTION_TEXT_LIMIT : null;
  const [wikiFilter, setWikiFilter] = useState(true);
  const { id, set, formRef, preload, invalid, messageId, onSubmit, bind } = useDemoForm({
    load: loadValidator,
    initial: INITIAL_FORM,
    order: EXTRACTION_FIELDS,
    action: extraction,
    request: (checked) => extractionRequest(checked, wikiFilter),
    helpId: (field, formId) => (field === 'text' && textLimit !== null ? `${formId}-text-help` : undefined),
  });
  const fillInExample = (pick: (examples: Examples) => string) => {
    loadExamples()
      .then((examples) => set('text', pick(examples)))
      .catch(() => undefined); // the text stays as it is
  };
  const resultRef = useResultFocus(extraction, (outcome) => extractionSummary(outcome.keywords.length));

  return (
    <div>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={() => {
          preloadExtraction();
          void preload();
        }}
        noValidate aria-label="Interest extraction">
        <ExtractionText id={id} {...bind('text')} onExample={fillInExample} textLimit={textLimit} />
        <div className="row g-3 align-items-end mb-3">
          <div className="col-sm-5">
            <AlgorithmSelect id={`${id}-algorithm`} algorithms={EXTRACTION_ALGORITHMS} {...bind('algorithm')} />
          </div>
          <div className="col-sm-3">
            <KeywordCount id={id} {...bind('count')} />
          </div>
          <div className="col-sm-4">
            <WikipediaFilterCheck id={id} checked={wikiFilter} onChange={setWikiFilter} />
          </div>
        </div>
        <FormProblem id={messageId} invalid={invalid} />
        <SubmitButton busy={extraction.isPending}>Extract interests</SubmitButton>
        {extraction.isPending ? (
          <span className="ms-3 small text-muted" role="status">
            Extracting keywords. This can take a while.
          </span>
        ) : null}
      </form>

      <ExtractionResult extraction={extraction} wikiFilter={wikiFilter} resultRef={resultRef} />
    </div>
  );
}

/** The text to extract from, with the example texts a press fills in and the built-in backend's limit. */
function ExtractionText(props: BoundField & { id: string; onExample: (pick: (examples: Examples) => string) => void; textLimit: number | null }) {
  const { id, value, onChange, onExample, invalid, fieldProps, textLimit } = props;
  // the build's word for a social network's item: "post" in the standalone build (Bluesky), "tweet" on a RIMA server
  const post = usePostNoun();
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-1">
        <label className="form-label mb-0" htmlFor={`${id}-text`}>
          Text
        </label>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onExample((examples) => examples.EXAMPLE_ABSTRACT)}>
            Use an example abstract
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onExample((examples) => examples.EXAMPLE_TWEET)}>
            Use an example {post}
          </button>
        </div>
      </div>
      <textarea
        {...fieldProps}
        id={`${id}-text`}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        rows={7}
        placeholder={`Paste an abstract, a ${post} or any text about research`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {textLimit !== null ? (
        <div id={`${id}-text-help`} className="form-text">
          Up to {textLimit.toLocaleString('en-US')} characters: a full paper fits.
        </div>
      ) : null}
    </div>
  );
}

/** Whether only keywords that are Wikipedia article titles are kept. */
function WikipediaFilterCheck({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="form-check mb-2">
      <input id={`${id}-wiki`} type="checkbox" className="form-check-input" checked={checked} aria-describedby={`${id}-wiki-help`} onChange={(event) => onChange(event.target.checked)} />
      <label className="form-check-label" htmlFor={`${id}-wiki`}>
        Wikipedia filter
      </label>
      <div id={`${id}-wiki-help`} className="form-text mt-0">
        Keep only keywords that are Wikipedia article titles.
      </div>
    </div>
  );
}

function KeywordCount({ id, value, onChange, invalid, fieldProps }: BoundField & { id: string }) {
  return (
    <>
      <label className="form-label" htmlFor={`${id}-count`}>
        Keywords count
      </label>
      <input
        {...fieldProps}
        id={`${id}-count`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="e.g. 10"
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** The extraction's failure (in the words of the filter it ran with) or its keywords; focused when it arrives. */
function ExtractionResult({ extraction, wikiFilter, resultRef }: { extraction: ReturnType<typeof useExtractInterests>; wikiFilter: boolean; resultRef: Ref<HTMLDivElement> }) {
  return (
    <div className="mt-4 rima-result" ref={resultRef} tabIndex={-1}>
      {extraction.isError ? (
        <div className="alert alert-danger" role="alert">
          {extractionErrorText(extraction.error, extraction.errorText, wikiFilter)}
        </div>
      ) : null}
      {extraction.isSuccess ? (
        <Suspense fallback={<Spinner label="Loading the results…" />}>
          <KeywordResults outcome={extraction.data} />
        </Suspense>
      ) : null}
    </div>
  );
}
