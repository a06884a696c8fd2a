import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { longTermInterestsQuery } from '@/api/user/queries';
import type { LongTermInterest, RecommendedTweet, SavedTweet } from '@/api/user/schemas';
import type { BlueskyPerson } from '@/api/user/standalone-bluesky';
import { QueryState } from '@/components/ui/query-state';
import { notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import {
  blueskyKeys,
  blueskyNetworkQuery,
  blueskyPeopleQuery,
  recommendationKeys,
  recommendedTweetsQuery,
  savedTweetsQuery,
  useBlueskyNetworkAction,
  useDeleteSavedTweet,
  useHideBlueskyPost,
  useSaveTweet,
} from '../api/queries';
import { BlueskyNetworkPanel } from '../components/bluesky-network-panel';
import { BlueskyPeopleList } from '../components/bluesky-people-list';
import { PeopleList } from '../components/people-list';
import { SavedTweetsList } from '../components/saved-tweets-list';
import { ScrollTopButton } from '../components/scroll-top-button';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { TagBar } from '../components/tag-bar';
import { TagSettingsDialog } from '../components/tag-settings-dialog';
import { Tabs } from '@/components/ui/tabs';
import { TweetCard } from '../components/tweet-card';
import { WhyThisTweetDialog } from '../components/why-this-tweet-dialog';
import { useCountdowns } from '../hooks/use-countdowns';
import { addTags, moveTag, removeTag, tagsFromInterests, updateTag, type Tag } from '../lib/tags';
import { orderTweets, peopleFromTweets, savedRecommendations } from '../lib/tweets';
import { comparedInterests } from '../lib/why-this-tweet';
import '../recommendations.css';
import { useWords } from '@/lib/words';
import type { SocialNetwork } from '@/config/social';

export const EMPTY_TEXT = 'No data is available at the moment';
const HEADING_ID = 'rima-tweets-heading';

/** /recommendation/twitter-scanner/{id}: 'Tweets & People' ('Posts & People' in the standalone build). The route id becomes the stored user id. */
export function Component() {
  const { id } = useParams();
  const ownId = session.getOwnId();
  if (ownId === null) return <Navigate to={paths.login} replace />;
  if (id !== String(ownId)) return <Navigate to={paths.twitterScanner(ownId)} replace />;
  return <TwitterScanner ownId={ownId} />;
}

function TwitterScanner({ ownId }: { ownId: number }) {
  const interests = useQuery(longTermInterestsQuery(ownId));
  const { network } = useWords();
  return (
    <section className="card shadow-sm rima-scanner">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0" id={HEADING_ID} tabIndex={-1}>
          {network.peoplePage}
        </h1>
      </div>
      <div className="card-body">
        <QueryState query={interests} empty={EMPTY_TEXT} isEmpty={() => false} errorTitle="Your interests could not be loaded.">
          {(list) => <Recommendations interests={list} />}
        </QueryState>
      </div>
      <ScrollTopButton headingId={HEADING_ID} />
    </section>
  );
}

const hideKey = (idStr: string) => `hide:${idStr}`;
const deleteKey = (idStr: string) => `delete:${idStr}`;

function pendingDeletes(tweets: readonly { id_str: string }[], left: Readonly<Record<string, number>>): Record<string, number> {
  const pending: Record<string, number> = {};
  tweets.forEach(({ id_str }) => {
    const seconds = left[deleteKey(id_str)];
    if (seconds !== undefined) pending[id_str] = seconds;
  });
  return pending;
}

/**
 * The standalone build: a live account's posts and people come from its network on Bluesky, read at
 * the first visit (later ones show what was read, with Refresh); once it is built, the posts and people
 * are asked again.
 */
function useBlueskyNetwork() {
  const queryClient = useQueryClient();
  const demo = useDemoBackend();
  // a switch, not a missing input: only the standalone build has a Bluesky network to read
  const network = useQuery({ ...blueskyNetworkQuery(), enabled: demo !== null });
  const status = network.data;
  const bluesky = status !== undefined && status.state !== 'not-live';
  const networkAction = useBlueskyNetworkAction();
  const { mutate: networkMutate } = networkAction;
  const autoStarted = useRef(false);
  useEffect(() => {
    if (status?.state !== 'none' || autoStarted.current) return;
    autoStarted.current = true;
    networkMutate('start');
  }, [status?.state, networkMutate]);
  const builtAt = status?.state === 'ready' ? status.built_at : null;
  useEffect(() => {
    if (builtAt === null) return;
    void queryClient.invalidateQueries({ queryKey: [...recommendationKeys.all, 'tweets'] });
    void queryClient.invalidateQueries({ queryKey: blueskyKeys.people() });
  }, [builtAt, queryClient]);
  // a switch, not a missing input: people are asked once a live account's network is built
  const people = useQuery({ ...blueskyPeopleQuery(), enabled: bluesky && builtAt !== null });
  const { mutate: hidePostForGood } = useHideBlueskyPost();
  return { status, bluesky, builtAt, people, networkAction, networkMutate, hidePostForGood };
}

/**
 * Hide and Delete after their countdown: the card leaves the lists (`removed`), a hidden post stays
 * hidden after a reload (the built-in backend keeps it), and the focus on the card's Undo goes to its list.
 */
function useRemovals(bluesky: boolean, hidePostForGood: (idStr: string) => void) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const { mutate: deleteMutate } = useDeleteSavedTweet();
  const onCountdownDone = useCallback(
    (key: string) => {
      const [action, idStr] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      const leave = () => {
        // focus was on the removed card's Undo: it goes to the list instead of being lost
        const card = document.querySelector(`[data-tweet-id="${CSS.escape(idStr)}"]`);
        const hadFocus = card?.contains(document.activeElement) ?? false;
        const panel = card?.closest<HTMLElement>('[role="tabpanel"]');
        setRemoved((previous) => new Set(previous).add(idStr));
        if (hadFocus) panel?.focus();
      };
      if (action === 'hide') {
        if (bluesky) hidePostForGood(idStr);
        leave();
      } else deleteMutate(idStr, { onSuccess: leave });
    },
    [deleteMutate, bluesky, hidePostForGood],
  );
  return { removed, countdowns: useCountdowns(onCountdownDone) };
}

type TweetsPanelProps = {
  tweets: UseQueryResult<RecommendedTweet[]>;
  /** the posts in their tags' order (null: no tags, nothing is asked) */
  shown: ReturnType<typeof orderTweets> | null;
  savedIds: ReadonlySet<string>;
  savingId: string | null;
  left: Readonly<Record<string, number>>;
  onSave: (tweet: RecommendedTweet) => void;
  onStart: (key: string) => void;
  onCancel: (key: string) => void;
  onWhy: (tweet: RecommendedTweet) => void;
  words: SocialNetwork;
};

/** The recommended posts, a page at a time, each with Save, Hide or Delete (after a countdown with Undo) and Why. */
function TweetsPanel({ tweets, shown, savedIds, savingId, left, onSave, onStart, onCancel, onWhy, words }: TweetsPanelProps) {
  const { count, more } = useShownCount();
  return (
    <>
      <h2 className="visually-hidden">Recommended {words.posts}</h2>
      <p className="small text-muted mb-2" aria-live="polite">
        {tweets.isFetching && !tweets.isPending ? `Updating ${words.posts}…` : ''}
      </p>
      {shown === null ? (
        <p className="text-muted text-center py-4 mb-0">{EMPTY_TEXT}</p>
      ) : (
        <QueryState query={tweets} empty={EMPTY_TEXT} isEmpty={() => shown.length === 0} errorTitle={`Recommended ${words.posts} could not be loaded.`}>
          {() => (
            <>
              <ul className="rima-card-grid list-unstyled mb-0" aria-label={`Recommended ${words.posts}`}>
                {shown.slice(0, count).map(({ tweet, tag }) => (
                  <li key={tweet.id_str} data-tweet-id={tweet.id_str}>
                    <TweetCard
                      tweet={tweet}
                      tag={tag}
                      saved={savedIds.has(tweet.id_str)}
                      saving={savingId === tweet.id_str}
                      secondsLeft={left[hideKey(tweet.id_str)] ?? left[deleteKey(tweet.id_str)]}
                      onSave={() => onSave(tweet)}
                      onHide={() => onStart(hideKey(tweet.id_str))}
                      onDelete={() => onStart(deleteKey(tweet.id_str))}
                      onUndo={() => {
                        onCancel(hideKey(tweet.id_str));
                        onCancel(deleteKey(tweet.id_str));
                      }}
                      onWhy={() => onWhy(tweet)}
                      network={words}
                    />
                  </li>
                ))}
              </ul>
              <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} noun={words.posts} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

/** The tags (from the interests at first): added (the number that fit), removed, moved, and set in their settings dialog (`editing`). */
function useTags(interests: LongTermInterest[]) {
  const [tags, setTags] = useState<Tag[]>(() => tagsFromInterests(interests));
  const [editing, setEditing] = useState<Tag | null>(null);
  const add = (texts: string[]) => {
    const result = addTags(tags, texts);
    setTags(result.tags);
    return result.added.length;
  };
  const remove = (tag: Tag) => setTags((current) => removeTag(current, tag.id));
  const move = (from: number, to: number) => setTags((current) => moveTag(current, from, to));
  const settle = (tag: Tag, settings: Parameters<typeof updateTag>[2]) => {
    setTags((current) => updateTag(current, tag.id, settings));
    setEditing(null);
  };
  return { tags, editing, setEditing, add, remove, move, settle };
}

/** Save a post: one at a time, the card that is saving named by `savingId`. */
function useSaving(words: SocialNetwork) {
  const saveTweet = useSaveTweet();
  const [savingId, setSavingId] = useState<string | null>(null);
  const save = (tweet: RecommendedTweet) => {
    if (saveTweet.isPending) return;
    setSavingId(tweet.id_str);
    saveTweet.mutate(tweet, {
      onSuccess: () => notifySuccess(`${words.Post} saved!`),
      onSettled: () => setSavingId(null),
    });
  };
  return { savingId, save };
}

type PeoplePanelProps = {
  noTags: boolean;
  /** a live account's network still being read: what it says meanwhile */
  waiting: string | null;
  /** a live account's people from its Bluesky network (null: the people are those of the recommended posts) */
  people: UseQueryResult<BlueskyPerson[]> | null;
  tweets: UseQueryResult<RecommendedTweet[]>;
  tweetPeople: ReturnType<typeof peopleFromTweets>;
  words: SocialNetwork;
};

/** Recommended people: a live account's from its Bluesky network, else the authors of the recommended posts. */
function PeoplePanel({ noTags, waiting, people, tweets, tweetPeople, words }: PeoplePanelProps) {
  return (
    <>
      <h2 className="visually-hidden">People</h2>
      {noTags ? (
        <p className="text-muted text-center py-4 mb-0">{EMPTY_TEXT}</p>
      ) : waiting !== null ? (
        <p className="text-muted text-center py-4 mb-0">{waiting}</p>
      ) : people ? (
        <QueryState query={people} empty={EMPTY_TEXT} isEmpty={(list) => list.length === 0} errorTitle="Recommended people could not be loaded.">
          {(list) => <BlueskyPeopleList people={list} />}
        </QueryState>
      ) : (
        <QueryState query={tweets} empty={EMPTY_TEXT} isEmpty={() => tweetPeople.length === 0} errorTitle="Recommended people could not be loaded.">
          {() => <PeopleList people={tweetPeople} network={words} />}
        </QueryState>
      )}
    </>
  );
}

type SavedPanelProps = {
  saved: UseQueryResult<SavedTweet[]>;
  tweets: ReturnType<typeof savedRecommendations>;
  known: ReadonlyMap<string, RecommendedTweet>;
  left: Readonly<Record<string, number>>;
  onStart: (key: string) => void;
  onCancel: (key: string) => void;
  words: SocialNetwork;
};

/** The saved posts, each deleted after a countdown with Undo. */
function SavedPanel({ saved, tweets, known, left, onStart, onCancel, words }: SavedPanelProps) {
  return (
    <>
      <h2 className="visually-hidden">Saved {words.Posts}</h2>
      <QueryState query={saved} empty={EMPTY_TEXT} isEmpty={() => tweets.length === 0} errorTitle={`Saved ${words.posts} could not be loaded.`}>
        {() => (
          <SavedTweetsList
            tweets={tweets}
            pending={pendingDeletes(tweets, left)}
            known={known}
            onDelete={(idStr) => onStart(deleteKey(idStr))}
            onUndo={(idStr) => onCancel(deleteKey(idStr))}
            network={words}
          />
        )}
      </QueryState>
    </>
  );
}

function Recommendations({ interests }: { interests: LongTermInterest[] }) {
  const { tags, editing, setEditing, add, remove, move, settle } = useTags(interests);
  const [tab, setTab] = useState<'tweets' | 'people' | 'saved'>('tweets');
  const [why, setWhy] = useState<RecommendedTweet | null>(null);
  const compared = useMemo(() => comparedInterests(interests), [interests]);

  const { status, bluesky, builtAt, people, networkAction, networkMutate, hidePostForGood } = useBlueskyNetwork();
  // the build's words, whatever the account: a seeded account of the standalone build sees posts too
  const words = useWords().network;
  const { removed, countdowns } = useRemovals(bluesky, hidePostForGood);

  const tweets = useQuery(recommendedTweetsQuery(tags.length > 0 ? tags : skipToken));
  const saved = useQuery(savedTweetsQuery());
  const savedList = useMemo(() => (saved.data ? savedRecommendations(saved.data) : []), [saved.data]);
  const savedIds = useMemo(() => new Set(savedList.map((tweet) => tweet.id_str)), [savedList]);
  const shown = useMemo(() => orderTweets(tweets.data ?? [], tags, removed), [tweets.data, tags, removed]);
  const tweetPeople = useMemo(() => peopleFromTweets(shown), [shown]);
  const known = useMemo(() => new Map((tweets.data ?? []).map((tweet) => [tweet.id_str, tweet])), [tweets.data]);

  const { savingId, save } = useSaving(words);

  const savedShown = savedList.filter((tweet) => !removed.has(tweet.id_str));

  return (
    <>
      <TagBar tags={tags} onAdd={add} onRemove={remove} onMove={move} onEdit={setEditing} />
      <hr />
      {bluesky && status ? (
        <BlueskyNetworkPanel status={status} busy={networkAction.isPending} onStart={() => networkMutate('start')} onCancel={() => networkMutate('cancel')} />
      ) : null}
      <Tabs
        label="Recommendations"
        selected={tab}
        onSelect={setTab}
        fade
        items={[
          {
            key: 'tweets',
            label: words.Posts,
            panel: (
              <TweetsPanel
                tweets={tweets}
                shown={tags.length === 0 ? null : shown}
                savedIds={savedIds}
                savingId={savingId}
                left={countdowns.left}
                onSave={save}
                onStart={countdowns.start}
                onCancel={countdowns.cancel}
                onWhy={setWhy}
                words={words}
              />
            ),
          },
          {
            key: 'people',
            label: 'People',
            panel: (
              <PeoplePanel
                noTags={tags.length === 0}
                waiting={bluesky && builtAt === null ? (status?.message ?? '') : null}
                people={bluesky ? people : null}
                tweets={tweets}
                tweetPeople={tweetPeople}
                words={words}
              />
            ),
          },
          {
            key: 'saved',
            label: `Saved ${words.Posts}`,
            panel: <SavedPanel saved={saved} tweets={savedShown} known={known} left={countdowns.left} onStart={countdowns.start} onCancel={countdowns.cancel} words={words} />,
          },
        ]}
      />
      <TagSettingsDialog tag={editing} onClose={() => setEditing(null)} onSave={settle} />
      <WhyThisTweetDialog tweet={why} interests={compared} onClose={() => setWhy(null)} network={words} />
    </>
  );
}
