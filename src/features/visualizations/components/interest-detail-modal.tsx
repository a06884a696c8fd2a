import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LongTermInterest, Paper, SavedTweet } from '@/api/user/schemas';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { initialTab, sourceText, type InterestTab } from '@/components/charts/lib/interest-words';
import { ownTweetsQuery } from '../api/queries';
import { safeHttpUrl, shorten, tweetUrl } from '../lib/text';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { Tabs } from '@/components/ui/tabs';

/** How many related papers or tweets show at first; the rest on demand. */
export const RELATED_PAGE = 5;
const ABSTRACT_LIMIT = 280;
const AUTHORS_LIMIT = 120;


function PaperCard({ paper }: { paper: Paper }) {
  const [open, setOpen] = useState(false);
  const url = safeHttpUrl(paper.url);
  const title = paper.title?.trim() || 'Untitled paper';
  const abstract = shorten(paper.abstract ?? '', ABSTRACT_LIMIT);
  const authors = shorten(paper.authors ?? '', AUTHORS_LIMIT);
  return (
    <li className="card mb-2">
      <div className="card-body py-2 px-3">
        <h3 className="h6 mb-1 text-break">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        <p className="small text-muted mb-1 text-break">
          {paper.year}
          {authors.text ? ` · ${authors.text}` : ''}
        </p>
        {abstract.text ? (
          <p className="small mb-0 text-break">
            {open ? (paper.abstract ?? '').trim() : abstract.text}{' '}
            {abstract.cut ? (
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
                {open ? 'Show less' : 'Full abstract'}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const MANUAL_TEXT = 'This interest was added manually';

function Publications({ papers, manual }: { papers: readonly Paper[]; manual: boolean }) {
  const { count: shown, more } = useShownCount(RELATED_PAGE);
  if (papers.length === 0) return <EmptyState>{manual ? MANUAL_TEXT : 'No matching publications found'}</EmptyState>;
  return (
    <>
      <ul className="list-unstyled mb-0" aria-label="Related publications">
        {papers.slice(0, shown).map((paper) => (
          <PaperCard key={paper.id} paper={paper} />
        ))}
      </ul>
      <ShowMore total={papers.length} shown={Math.min(shown, papers.length)} onMore={more} noun="publications" />
    </>
  );
}

function TweetCard({ idStr, tweet }: { idStr: string; tweet: SavedTweet | undefined }) {
  const [open, setOpen] = useState(false);
  const link = tweetUrl(idStr);
  const full = tweet?.full_text?.trim() ?? '';
  const text = shorten(full, ABSTRACT_LIMIT);
  return (
    <li className="card mb-2">
      <div className="card-body py-2 px-3">
        {tweet?.screen_name ? <p className="small fw-semibold mb-1">@{tweet.screen_name.replace(/^@/, '')}</p> : null}
        {full ? (
          <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
            {open ? full : text.text}{' '}
            {text.cut ? (
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
                {open ? 'Show less' : 'Full tweet'}
              </button>
            ) : null}
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

function TweetList({ ids, tweets }: { ids: readonly string[]; tweets: ReadonlyMap<string, SavedTweet> }) {
  const { count: shown, more } = useShownCount(RELATED_PAGE);
  return (
    <>
      <ul className="list-unstyled mb-0" aria-label="Related tweets">
        {ids.slice(0, shown).map((id) => (
          <TweetCard key={id} idStr={id} tweet={tweets.get(id)} />
        ))}
      </ul>
      <ShowMore total={ids.length} shown={Math.min(shown, ids.length)} onMore={more} noun="tweets" />
    </>
  );
}

/** The signed-in user's own tweets are readable through GET /tweets; another user's only by id. */
function OwnTweets({ ids }: { ids: readonly string[] }) {
  const tweets = useQuery(ownTweetsQuery());
  if (tweets.isPending) return <Spinner label="Loading tweets…" />;
  if (tweets.isError) return <ErrorState error={tweets.error} onRetry={() => void tweets.refetch()} />;
  const byId = new Map(tweets.data.flatMap((tweet) => (tweet.id_str ? [[tweet.id_str, tweet] as const] : [])));
  return <TweetList ids={ids} tweets={byId} />;
}

function Tweets({ ids, own, manual }: { ids: readonly string[]; own: boolean; manual: boolean }) {
  if (ids.length === 0) return <EmptyState>{manual ? MANUAL_TEXT : 'No matching tweets found'}</EmptyState>;
  return own ? <OwnTweets ids={ids} /> : <TweetList ids={ids} tweets={new Map()} />;
}

type InterestDetailModalProps = {
  interest: LongTermInterest | null;
  /** whether the viewed user is the signed-in user (their tweet texts can be read) */
  own: boolean;
  onClose: () => void;
};

/** Where an interest comes from: tabs Publications and Tweets, opening on the interest's source. */
export function InterestDetailModal({ interest, own, onClose }: InterestDetailModalProps) {
  return (
    <Modal open={interest !== null} title={interest ? interest.keyword : ''} onClose={onClose} size="lg">
      {interest ? <InterestDetail key={interest.id} interest={interest} own={own} /> : null}
    </Modal>
  );
}

function InterestDetail({ interest, own }: { interest: LongTermInterest; own: boolean }) {
  const [tab, setTab] = useState<InterestTab>(initialTab(interest.source));
  const manual = interest.source === 'Manual';
  return (
    <>
      <p className="mb-3">
        Weight {interest.weight} · {sourceText(interest.source)}
      </p>
      <Tabs
        label={`Where "${interest.keyword}" comes from`}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'publications', label: 'Publications', panel: <Publications papers={interest.papers} manual={manual} /> },
          { key: 'tweets', label: 'Tweets', panel: <Tweets ids={interest.tweet_ids} own={own} manual={manual} /> },
        ]}
      />
    </>
  );
}
