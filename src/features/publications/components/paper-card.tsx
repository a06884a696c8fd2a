import type { InterestColors } from '@/components/charts/lib/palette';
import { useCallback, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InterestWeight } from '@/api/user/publications';
import type { RecommendedPaper } from '@/api/user/schemas';
import { FollowButton } from '@/components/identity/follow-button';
import { useDemoBackend } from '@/lib/demo-mode';
import type { FeedbackInput } from '@/api/user/standalone-recommendations';
import { errorCause } from '@/lib/error-message';
import { useForm } from '@/lib/form/use-form';
import { useActionGivenUp } from '@/components/ui/failing-actions';
import { INTERESTS_WHAT_IF, interestsWhatIfQuery, KEYPHRASE_WHAT_IF, keyphraseWhatIfQuery } from '../api/queries';
import {
  addableKeyphrases,
  addedWeight,
  authorsLine,
  editedKeyphrases,
  foundByText,
  isEdited,
  keyphraseMarks,
  NO_EDIT,
  percent,
  safeUrl,
  typedKeyphrase,
  type Chip,
  type KeyphraseEdit,
  type KeyphraseMark,
} from '../lib/recommend';
import { keyphraseValidator } from '../lib/keyphrase-schema';
import { HighlightedAbstract, markTip } from './highlighted-abstract';
import { WhyPanel } from './why-panel';

type PaperCardProps = {
  paper: RecommendedPaper;
  chips: readonly Chip[];
  /** the interests the shown cards are rescored for (the chips switched on) */
  interests: readonly InterestWeight[];
  /** the chips differ from the interests the papers were recommended for */
  interestsChanged: boolean;
  /** the colours of the user's interests, as on the chips and in every view */
  colors: InterestColors;
  /** said under the authors (New for you: why the paper is new for the researcher) */
  extra?: ReactNode;
  /** gives feedback on this paper (built-in backend only; absent: no feedback buttons) */
  onFeedback?: ((input: FeedbackInput) => void) | undefined;
  /** a feedback change is being kept: the buttons wait */
  feedbackPending?: boolean;
};

/** Authors of the paper a researcher may follow (those with a Semantic Scholar id; the standalone build only). */
const FOLLOWABLE_AUTHORS = 3;

function FollowAuthors({ authors }: { authors: RecommendedPaper['authors'] }) {
  const standalone = useDemoBackend() !== null;
  const followable = authors.filter((author) => author.authorId !== null && /^\d+$/.test(String(author.authorId))).slice(0, FOLLOWABLE_AUTHORS);
  if (!standalone || followable.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap align-items-center gap-2 small mb-2" aria-label="Follow an author">
      {followable.map((author) => (
        <li key={String(author.authorId)} className="d-flex align-items-center gap-1">
          <span className="text-break">{author.name}</span>
          <FollowButton authorId={String(author.authorId)} name={author.name} className="btn btn-sm py-0" />
        </li>
      ))}
    </ul>
  );
}

/** What a card says once this server failed a what-if twice in a row (the score shown is the paper's own). */
export const CANNOT_RESCORE_KEYPHRASES = 'This server cannot compute the score for changed keyphrases now; the score shown is the one recommended.';
export const CANNOT_RESCORE_INTERESTS = 'This server cannot compute the score for changed interests now; the score shown is the one recommended.';

/** Whether the card is rescored (keyphrases edited, or interests changed), and the score and similarities it shows. */
function useRescore(paper: RecommendedPaper, keywords: Readonly<Record<string, number>>, { edited, interests, interestsChanged }: { edited: boolean; interests: readonly InterestWeight[]; interestsChanged: boolean }) {
  const canRescore = interests.length > 0;
  // a server that failed a what-if twice in a row is not asked again: the card says so instead
  const keyphrasesGivenUp = useActionGivenUp(KEYPHRASE_WHAT_IF);
  const interestsGivenUp = useActionGivenUp(INTERESTS_WHAT_IF);
  const byKeyphrases = useQuery({ ...keyphraseWhatIfQuery(paper.paperId, keywords, interests), enabled: edited && canRescore && !keyphrasesGivenUp });
  const byInterests = useQuery({
    ...interestsWhatIfQuery(paper.paperId, paper.paper_keywords, interests),
    enabled: !edited && interestsChanged && canRescore && !interestsGivenUp,
  });
  const givenUp = edited ? keyphrasesGivenUp : interestsChanged && interestsGivenUp;
  const rescoring = givenUp ? null : edited ? byKeyphrases : interestsChanged ? byInterests : null;
  const rescored = rescoring !== null && canRescore && rescoring.data !== undefined;
  const score = rescored ? rescoring.data.score : paper.score;
  const interestsSimilarity = rescoring === byInterests && byInterests.data ? byInterests.data.interests_similarity : paper.interests_similarity;
  return { canRescore, givenUp, rescoring, rescored, score, interestsSimilarity };
}

type Rescoring = ReturnType<typeof useRescore>['rescoring'];

/** What the rescoring is doing: running, failed (with Try again), given up on this server, or impossible without an interest. */
function RescoreStatus({ rescoring, givenUp, canRescore, edited, interestsChanged }: { rescoring: Rescoring; givenUp: boolean; canRescore: boolean; edited: boolean; interestsChanged: boolean }) {
  return (
    <>
      {rescoring?.isFetching ? (
        <p className="small text-muted mb-2" role="status">
          Rescoring…
        </p>
      ) : null}
      {rescoring?.isError ? (
        <p className="small text-danger mb-2" role="alert">
          The new score could not be computed: {errorCause(rescoring.error)}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void rescoring.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {givenUp && canRescore ? (
        <p className="small text-muted mb-2" role="status">
          {edited ? CANNOT_RESCORE_KEYPHRASES : CANNOT_RESCORE_INTERESTS}
        </p>
      ) : null}
      {(edited || interestsChanged) && !canRescore ? <p className="small text-muted mb-2">Switch on at least one interest to rescore this paper.</p> : null}
    </>
  );
}

/** The paper's keyphrases in their marks' colours; with `onDrop` (What if? open), each with a × that drops it. */
function KeyphraseChips({ names, marks, listRef, onDrop }: { names: string[]; marks: ReadonlyMap<string, KeyphraseMark>; listRef: RefObject<HTMLUListElement | null>; onDrop: ((name: string, index: number) => void) | null }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label="Keyphrases" ref={listRef}>
      {names.map((name, index) => {
        const mark = marks.get(name);
        const color = mark?.color ?? null;
        return (
          <li
            key={name}
            className={`rima-keyphrase${color === null ? ' is-plain' : ''}`}
            style={color === null ? undefined : ({ '--rima-mark-color': color } as CSSProperties)}
            title={markTip(mark)}
          >
            <span className="text-break">{name}</span>
            {onDrop ? (
              <button type="button" className="rima-keyphrase__drop" aria-label={`Drop ${name}`} onClick={() => onDrop(name, index)}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** What if?: the paper's other keyphrases to add, and a field for one more (checked against those it has). */
function WhatIfPanel({ idBase, addable, keywords, onAdd }: { idBase: string; addable: string[]; keywords: Readonly<Record<string, number>>; onAdd: (name: string) => void }) {
  // the check reads the keyphrases as they are when it runs (a signed-in page has zod already)
  const current = useRef(keywords);
  current.current = keywords;
  const loadValidator = useCallback(() => Promise.resolve(keyphraseValidator(() => current.current)), []);
  const typed = useForm(loadValidator, { keyphrase: '' });
  const refusal = typed.errors.keyphrase;
  const onAddTyped = typed.submit({
    onValid: ({ keyphrase }) => {
      const name = typedKeyphrase(keyphrase, keywords);
      if (name === null) return;
      onAdd(name);
      typed.reset({ keyphrase: '' });
    },
  });
  return (
    <div className="rima-what-if border-top pt-2 mt-2">
      <p className="small mb-1">Drop a keyphrase with its × above, or add one:</p>
      {addable.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label="Keyphrases you can add">
          {addable.map((name) => (
            <li key={name}>
              <button type="button" className="btn btn-sm btn-outline-secondary text-break" aria-label={`Add ${name}`} onClick={() => onAdd(name)}>
                <span aria-hidden="true">+ </span>
                {name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form ref={typed.formRef} className="d-flex gap-2" onSubmit={onAddTyped} onFocus={() => void typed.preload()} noValidate>
        <label className="visually-hidden" htmlFor={`${idBase}-add`}>
          Another keyphrase
        </label>
        <input
          id={`${idBase}-add`}
          className="form-control form-control-sm"
          maxLength={100}
          placeholder="Another keyphrase"
          value={typed.values.keyphrase}
          onChange={(event) => typed.set('keyphrase', event.target.value)}
          onBlur={typed.field('keyphrase').onBlur}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${idBase}-refusal` : undefined}
        />
        <button type="submit" className="btn btn-sm btn-outline-primary">
          Add
        </button>
      </form>
      {refusal ? (
        <p className="small text-danger mb-0 mt-1" id={`${idBase}-refusal`}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One recommended paper: title, year, authors, the abstract with its keyphrases marked, the score,
 * the Semantic Scholar link; "Why?" explains the score, "What if?" drops or adds keyphrases and
 * rescores the card (as do changed interest chips).
 */
export function PaperCard({ paper, chips, interests, interestsChanged, colors, extra, onFeedback, feedbackPending = false }: PaperCardProps) {
  const [why, setWhy] = useState(false);
  const [whatIf, setWhatIf] = useState(false);
  const [edit, setEdit] = useState<KeyphraseEdit>(NO_EDIT);
  const titleId = useId();
  const edited = isEdited(edit);
  const keywords = useMemo(() => editedKeyphrases(paper.paper_keywords, edit), [paper.paper_keywords, edit]);
  const { canRescore, givenUp, rescoring, rescored, score, interestsSimilarity } = useRescore(paper, keywords, { edited, interests, interestsChanged });
  // the papers Why? names can be left out on the built-in backend (a RIMA server has no such what-if)
  const builtIn = useDemoBackend() !== null;

  const names = useMemo(() => Object.keys(keywords), [keywords]);
  const marks = useMemo(() => keyphraseMarks(paper, names, chips, colors), [paper, names, chips, colors]);
  const addable = addableKeyphrases(paper, keywords);
  const authors = authorsLine(paper.authors);
  const found = foundByText(paper.found_by);
  const link = safeUrl(paper.url);

  const keyphraseList = useRef<HTMLUListElement>(null);
  const whatIfButton = useRef<HTMLButtonElement>(null);
  const drop = (name: string, index: number) => {
    setEdit((current) => ({ ...current, dropped: [...current.dropped, name] }));
    // the pressed button leaves with its keyphrase: focus goes to the next one's (or What if?)
    requestAnimationFrame(() => {
      const buttons = keyphraseList.current?.querySelectorAll('button');
      const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : null;
      (next ?? whatIfButton.current)?.focus();
    });
  };
  const add = (name: string) => {
    setEdit((current) => ({ dropped: current.dropped.filter((item) => item !== name), added: { ...current.added, [name]: addedWeight(paper, name) } }));
  };

  return (
    <article className="card rima-paper" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-1">
          <h2 className="h6 mb-0 flex-grow-1 text-break" id={titleId}>
            {paper.title.trim() === '' ? 'Untitled paper' : paper.title}
          </h2>
          <span className="badge rounded-pill text-bg-primary rima-score">Similarity Score: {percent(score)}</span>
          {rescored ? <span className="badge rounded-pill text-bg-warning">Modified</span> : null}
        </div>
        <p className="small text-muted mb-2 text-break">
          {paper.year ?? 'Year unknown'}
          {authors ? ` · ${authors}` : ''}
        </p>
        {found ? <p className="small mb-2 text-break rima-found-by">{found}</p> : null}
        {extra}
        <FollowAuthors authors={paper.authors} />
        <HighlightedAbstract text={paper.abstract} marks={marks} />
        <KeyphraseChips names={names} marks={marks} listRef={keyphraseList} onDrop={whatIf ? drop : null} />
        <RescoreStatus rescoring={rescoring} givenUp={givenUp} canRescore={canRescore} edited={edited} interestsChanged={interestsChanged} />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button type="button" className="btn btn-sm btn-outline-primary" aria-expanded={why} onClick={() => setWhy((open) => !open)}>
            Why?
          </button>
          <button type="button" ref={whatIfButton} className="btn btn-sm btn-outline-primary" aria-expanded={whatIf} onClick={() => setWhatIf((open) => !open)}>
            What if?
          </button>
          {edited ? (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEdit(NO_EDIT)}>
              Reset
            </button>
          ) : null}
          {link ? (
            <a className="btn btn-sm btn-link ms-auto" href={link} target="_blank" rel="noopener noreferrer">
              Semantic Scholar<span className="visually-hidden"> page of this paper (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {onFeedback ? <FeedbackButtons paper={paper} names={names} onFeedback={onFeedback} pending={feedbackPending} /> : null}
        {whatIf ? <WhatIfPanel idBase={titleId} addable={addable} keywords={keywords} onAdd={add} /> : null}
        {why ? <WhyPanel paper={paper} keywords={keywords} chips={chips} marks={marks} interestsSimilarity={interestsSimilarity} score={score} colors={colors} leaveOutFor={builtIn && canRescore ? interests : undefined} /> : null}
      </div>
    </article>
  );
}

/** "Not for me", "More like this" and "Less of a keyphrase" (which opens the card's keyphrases, each a button). */
function FeedbackButtons({ paper, names, onFeedback, pending }: { paper: RecommendedPaper; names: readonly string[]; onFeedback: (input: FeedbackInput) => void; pending: boolean }) {
  const [less, setLess] = useState(false);
  const title = paper.title.trim() === '' ? null : paper.title;
  return (
    <div className="border-top pt-2 mt-2">
      <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label="Feedback on this paper">
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={pending} onClick={() => onFeedback({ kind: 'not-for-me', target: paper.paperId, title })}>
          Not for me
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={pending} onClick={() => onFeedback({ kind: 'more-like-this', target: paper.paperId, title, abstract: paper.abstract })}>
          More like this
        </button>
        {names.length > 0 ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={less} onClick={() => setLess((open) => !open)}>
            Less of a keyphrase
          </button>
        ) : null}
      </div>
      {less ? (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mt-2 mb-0" aria-label="Keyphrases to rank lower">
          {names.map((name) => (
            <li key={name}>
              <button type="button" className="btn btn-sm btn-outline-secondary text-break" disabled={pending} onClick={() => onFeedback({ kind: 'less-keyphrase', target: name })}>
                Less of “{name}”
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
