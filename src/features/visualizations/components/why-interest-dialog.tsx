import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LongTermInterest, Paper, SavedTweet } from '@/api/user/schemas';
import { LongText } from '@/components/ui/long-text';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { initialTab, mergedKeyphrases, sourceText, weightText, type InterestTab, type MergedKeyphrase } from '@/components/charts/lib/interest-words';
import { BLUESKY_POST_ID_PREFIX } from '@/config/social';
import { useWords } from '@/lib/words';
import { blueskyPostUri, blueskyPostUrl } from '@/lib/bluesky-handle';
import { cutText } from '@/lib/bounded';
import { highlight } from '@/lib/highlight';
import { ownTweetsQuery } from '../api/queries';
import { weightRule } from '../lib/how-it-works';
import { ownPostOf } from '../lib/post';
import { semanticScholarUrl, tweetUrl } from '../lib/text';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/date-format';

/** How many related tweets show at first; the rest on demand. */
export const RELATED_PAGE = 5;
/** How many rows of the publications table show at first. */
export const PAPERS_PAGE = 10;
/** How many merged keyphrases show at first. */
const KEYPHRASES_PAGE = 20;
const ABSTRACT_LIMIT = 600;
const TWEET_LIMIT = 280;
const AUTHORS_LIMIT = 120;
const TITLE_LIMIT = 300;

/** The text of a manual interest in either tab (issue 23; the spec's older words were "This interest was added manually"). */
export function manualText(keyword: string): string {
  return `The interest ${cutText(keyword).text} has been added manually.`;
}

/** A text with the given phrases marked: plain text nodes and <mark> elements, never parsed markup. */
export function Highlighted({ text, phrases }: { text: string; phrases: readonly string[] }) {
  const segments = useMemo(() => highlight(text, phrases), [text, phrases]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rima-keyphrase">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** Newest first; papers of one year by title. */
function newestFirst(papers: readonly Paper[]): Paper[] {
  const yearOf = (paper: Paper) => (paper.year !== null && Number.isFinite(paper.year) ? paper.year : -Infinity);
  return [...papers].sort((a, b) => yearOf(b) - yearOf(a) || (a.title ?? '').localeCompare(b.title ?? ''));
}

function Abstract({ abstract, phrases }: { abstract: string; phrases: readonly string[] }) {
  const clean = abstract.trim();
  if (!clean) return <p className="small text-muted mb-2">This paper has no abstract.</p>;
  return (
    <p className="small mb-2 text-break" style={{ whiteSpace: 'pre-line' }}>
      <LongText text={clean} limit={ABSTRACT_LIMIT} render={(shown) => <Highlighted text={shown} phrases={phrases} />} />
    </p>
  );
}

function PaperRows({ paper, phrases }: { paper: Paper; phrases: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const title = cutText(paper.title?.trim() || 'Untitled paper', TITLE_LIMIT).text;
  // the server joins names with bare commas ("Ada Lovelace,Charles Babbage")
  const names = (paper.authors ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const authors = cutText(names.join(', '), AUTHORS_LIMIT).text;
  const link = semanticScholarUrl(paper);
  return (
    <>
      <tr>
        <td className="text-nowrap">{Number.isFinite(paper.year) ? paper.year : ''}</td>
        <th scope="row" className="fw-normal text-break">
          <button type="button" className="btn btn-link p-0 text-start text-break align-baseline" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen((v) => !v)}>
            {title}
          </button>
        </th>
        <td className="small text-break">{authors}</td>
      </tr>
      <tr id={detailId} hidden={!open}>
        <td colSpan={3} className="border-start border-3 border-primary-subtle">
          {open ? (
            <>
              <p className="fw-semibold mb-1 text-break">{title}</p>
              <Abstract abstract={paper.abstract ?? ''} phrases={phrases} />
              {link ? (
                <a className="small" href={link} target="_blank" rel="noopener noreferrer">
                  See paper on Semantic Scholar<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          ) : null}
        </td>
      </tr>
    </>
  );
}

function Publications({ interest, phrases }: { interest: LongTermInterest; phrases: readonly string[] }) {
  const { count: shown, more } = useShownCount(PAPERS_PAGE);
  const papers = useMemo(() => newestFirst(interest.papers), [interest.papers]);
  if (papers.length === 0) return <EmptyState>{interest.source === 'Manual' ? manualText(interest.keyword) : 'No matching publications found'}</EmptyState>;
  return (
    <>
      <table className="table table-sm align-top mb-0">
        <caption className="visually-hidden">Publications of the interest, newest first; choose a title to read its abstract</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Title</th>
            <th scope="col">Authors</th>
          </tr>
        </thead>
        <tbody>
          {papers.slice(0, shown).map((paper) => (
            <PaperRows key={paper.id} paper={paper} phrases={phrases} />
          ))}
        </tbody>
      </table>
      <ShowMore total={papers.length} shown={Math.min(shown, papers.length)} onMore={more} noun="publications" />
    </>
  );
}

/** The keyphrases merged into the interest, with their weights where the server gives them. */
function MergedKeyphrases({ interest, phrases }: { interest: LongTermInterest; phrases: readonly MergedKeyphrase[] }) {
  const { count: shown, more } = useShownCount(KEYPHRASES_PAGE);
  const headingId = useId();
  const keyword = cutText(interest.keyword).text;
  const { network } = useWords();
  const onlyItself = phrases.length === 1 && phrases[0]?.phrase.toLowerCase() === interest.keyword.toLowerCase();
  return (
    <section className="mb-3" aria-labelledby={headingId}>
      <h3 className="h6" id={headingId}>
        Keyphrases behind this interest
      </h3>
      {onlyItself ? (
        <p className="small mb-0">The keyphrase {keyword} was kept as extracted: no other keyphrase was merged into it.</p>
      ) : (
        <>
          <p className="small mb-2">The interest {keyword} was created by merging these keyphrases of the publications and {network.posts}, which are similar in meaning{phrases.some((item) => item.weight !== null) ? ' (weights 1 to 5)' : ''}:</p>
          <ul className="list-inline mb-0">
            {phrases.slice(0, shown).map((item) => (
              <li key={item.phrase} className="list-inline-item badge text-bg-light border fw-normal text-wrap text-break mb-1">
                {cutText(item.phrase).text}
                {item.weight !== null ? <span className="text-muted"> ({weightText(item.weight)})</span> : null}
              </li>
            ))}
          </ul>
          <ShowMore total={phrases.length} shown={Math.min(shown, phrases.length)} onMore={more} noun="keyphrases" />
        </>
      )}
    </section>
  );
}

/** One of the researcher's own Bluesky posts: its text with the keyphrases marked, its images with their alt text, a link to it. */
function PostCard({ idStr, tweet, phrases }: { idStr: string; tweet: SavedTweet | undefined; phrases: readonly string[] }) {
  const post = ownPostOf(tweet);
  const full = tweet?.full_text?.trim() ?? '';
  const time = post ? Date.parse(post.createdAt) : NaN;
  // another researcher's post is known by its id only: its address is rebuilt from it
  const uri = blueskyPostUri(idStr);
  const url = post?.url ?? (uri ? blueskyPostUrl(uri) : null);
  return (
    <li className="card mb-2">
      <div className="card-body py-2 px-3">
        {post ? (
          <p className="small fw-semibold mb-1 text-break">
            @{post.handle}
            {Number.isNaN(time) ? null : <span className="fw-normal text-muted"> · {formatDate(time, { utc: true })}</span>}
          </p>
        ) : null}
        {full ? (
          <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
            <LongText text={full} limit={TWEET_LIMIT} render={(shown) => <Highlighted text={shown} phrases={phrases} />} />
          </p>
        ) : (
          <p className="mb-1 text-muted small">The text of this post is available on Bluesky only.</p>
        )}
        {post && post.images.length > 0 ? (
          <div className="d-flex flex-wrap gap-2 mb-1">
            {post.images.map((image, index) => (
              <img key={index} src={image.thumb} alt={image.alt || `Image ${index + 1} of the post (no description given)`} width={96} height={96} className="rounded object-fit-cover" loading="lazy" />
            ))}
          </div>
        ) : null}
        {url ? (
          <a className="small" href={url} target="_blank" rel="noopener noreferrer">
            Open the post on Bluesky<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="small text-muted">Post {idStr}</span>
        )}
      </div>
    </li>
  );
}

function TweetCard({ idStr, tweet }: { idStr: string; tweet: SavedTweet | undefined }) {
  const link = tweetUrl(idStr);
  const full = tweet?.full_text?.trim() ?? '';
  return (
    <li className="card mb-2">
      <div className="card-body py-2 px-3">
        {tweet?.screen_name ? <p className="small fw-semibold mb-1">@{tweet.screen_name.replace(/^@/, '')}</p> : null}
        {full ? (
          <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
            <LongText text={full} limit={TWEET_LIMIT} />
          </p>
        ) : (
          <p className="mb-1 text-muted small">The text of this tweet is available on Twitter only.</p>
        )}
        {link ? (
          <a className="small" href={link} target="_blank" rel="noopener noreferrer">
            Open tweet {idStr} on Twitter
          </a>
        ) : (
          <span className="small text-muted">Tweet {idStr}</span>
        )}
      </div>
    </li>
  );
}

function TweetList({ ids, tweets, phrases }: { ids: readonly string[]; tweets: ReadonlyMap<string, SavedTweet>; phrases: readonly string[] }) {
  const { count: shown, more } = useShownCount(RELATED_PAGE);
  const { network } = useWords();
  return (
    <>
      <ul className="list-unstyled mb-0" aria-label={`Related ${network.posts}`}>
        {ids.slice(0, shown).map((id) =>
          id.startsWith(BLUESKY_POST_ID_PREFIX) ? <PostCard key={id} idStr={id} tweet={tweets.get(id)} phrases={phrases} /> : <TweetCard key={id} idStr={id} tweet={tweets.get(id)} />,
        )}
      </ul>
      <ShowMore total={ids.length} shown={Math.min(shown, ids.length)} onMore={more} noun={network.posts} />
    </>
  );
}

/** The signed-in user's own tweets are readable through GET /tweets; another user's only by id. */
function OwnTweets({ ids, phrases }: { ids: readonly string[]; phrases: readonly string[] }) {
  const tweets = useQuery(ownTweetsQuery());
  const { network } = useWords();
  return (
    <QueryState query={tweets} loadingLabel={`Loading ${network.posts}…`}>
      {(data) => <TweetList ids={ids} tweets={new Map(data.flatMap((tweet) => (tweet.id_str ? [[tweet.id_str, tweet] as const] : [])))} phrases={phrases} />}
    </QueryState>
  );
}

function Tweets({ interest, own, phrases }: { interest: LongTermInterest; own: boolean; phrases: readonly string[] }) {
  const ids = interest.tweet_ids;
  const { network } = useWords();
  if (ids.length === 0) return <EmptyState>{interest.source === 'Manual' ? manualText(interest.keyword) : `No matching ${network.posts} found`}</EmptyState>;
  return own ? <OwnTweets ids={ids} phrases={phrases} /> : <TweetList ids={ids} tweets={new Map()} phrases={phrases} />;
}

type WhyInterestDialogProps = {
  interest: LongTermInterest | null;
  /** whether the viewed user is the signed-in user (their tweet texts can be read) */
  own: boolean;
  onClose: () => void;
};

/**
 * "Why this interest?": where an interest comes from. The keyphrases merged into it, and tabs
 * Publications (a table, newest first; a row opens to the abstract with the keyphrases marked) and
 * Tweets, opening on the interest's source.
 */
export function WhyInterestDialog({ interest, own, onClose }: WhyInterestDialogProps) {
  return (
    <Modal open={interest !== null} title={interest ? `Why this interest: ${cutText(interest.keyword).text}` : ''} onClose={onClose} size="lg">
      {interest ? <InterestWhy key={interest.id} interest={interest} own={own} /> : null}
    </Modal>
  );
}

function InterestWhy({ interest, own }: { interest: LongTermInterest; own: boolean }) {
  const [tab, setTab] = useState<InterestTab>(initialTab(interest.source));
  const merged = useMemo(() => mergedKeyphrases(interest), [interest]);
  // what the abstracts mark: the interest's own name and the keyphrases merged into it
  const phrases = useMemo(() => [interest.keyword, ...merged.map((item) => item.phrase)], [interest.keyword, merged]);
  const { network } = useWords();
  return (
    <>
      <p className="mb-3">
        Weight {weightText(interest.weight)} · {sourceText(interest.source, network)}
      </p>
      <p className="small text-muted">{weightRule(interest, merged, network.posts)}</p>
      {interest.source !== 'Manual' && merged.length > 0 ? <MergedKeyphrases interest={interest} phrases={merged} /> : null}
      <Tabs
        label={`Where "${cutText(interest.keyword).text}" comes from`}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'publications', label: 'Publications', panel: <Publications interest={interest} phrases={phrases} /> },
          { key: 'tweets', label: network.Posts, panel: <Tweets interest={interest} own={own} phrases={phrases} /> },
        ]}
      />
    </>
  );
}
