import { interestColors } from '@/components/charts/lib/palette';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { activityStatsQuery } from '@/api/user/queries';
import type { LongTermInterest, Paper } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { ValueBars } from '@/components/charts/value-bars';
import { CountBarChart } from '@/components/charts/count-bar-chart';
import { InterestsCloud } from '@/components/charts/interests-cloud';
import { PlottedValues } from '@/components/charts/plotted-values';
import { isAllZero, papersPerYear } from '@/components/charts/lib/activity';
import { CLOUD_MAX_WORDS, CLOUD_SIZE, mergedKeyphrases, reportsKeyphraseWeights, topInterests } from '@/components/charts/lib/interest-words';
import { RenderWhenNear } from '@/components/charts/render-when-near';
import { LongText } from '@/components/ui/long-text';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { PROFILE_YEARS } from '@/config/profile-window';
import { cutText } from '@/lib/bounded';
import { useWords } from '@/lib/words';
import { scholarAuthorUrl } from '@/lib/semantic-scholar';
import { chartInterestsQuery, publicProfileQuery } from '../api/queries';
import { EXPLAINED_INTERESTS, heaviestInterests, linkedId, mergeGroups, mergeSentence, papersByKeyphrase, weightRule, type MergeGroup } from '../lib/how-it-works';
import { GRAPH_PHRASES } from '../lib/merge-graph';
import { MergeGraphChart } from './merge-graph-chart';

/** Keyphrases listed per interest in step 3, and paper titles per keyphrase. */
const SHOWN_PHRASES = GRAPH_PHRASES;
const SHOWN_PAPERS = 3;

export const NO_WEIGHTS_NOTE = 'This server does not report the weights of keyphrases: the steps show them by name.';

type StepProps = { userId: number; own: boolean };

/** One step of the stepper: a numbered list item with its h2 (read as "Step 2: …"). */
export function Step({ number, title, last = false, children }: { number: number; title: string; last?: boolean; children: ReactNode }) {
  return (
    <li className="d-flex gap-2 gap-sm-3">
      <div className="d-flex flex-column align-items-center flex-shrink-0" aria-hidden="true">
        <span className="rounded-circle bg-primary text-white fw-bold d-flex align-items-center justify-content-center" style={{ width: 32, height: 32 }}>
          {number}
        </span>
        {last ? null : <span className="flex-grow-1 border-start border-2 mt-2" style={{ minHeight: 24 }} />}
      </div>
      <div className="flex-grow-1 pb-4" style={{ minWidth: 0 }}>
        <h2 className="h5 mt-1 mb-2">
          <span className="visually-hidden">Step {number}:</span> {title}
        </h2>
        {children}
      </div>
    </li>
  );
}

/** Step 1: the accounts the data is imported from. */
export function DataSourcesStep({ userId, own }: StepProps) {
  const profile = useQuery(publicProfileQuery(userId));
  const { network } = useWords();
  return (
    <Step number={1} title="Data sources">
      <p className="text-muted">
        RIMA imports the publications of a Semantic Scholar author and the {network.posts} of a {network.name} account.
      </p>
      <QueryState query={profile} errorTitle="The linked accounts could not be loaded.">
        {(user) => {
          const authorId = linkedId(user.author_id);
          const handle = linkedId(user.twitter_account_id);
          const notLinked = own ? (
            <>
              not linked. <Link to={paths.userProfile}>Link it on My account</Link>
            </>
          ) : (
            'not linked'
          );
          return (
            <>
              <dl className="row mb-2">
                <dt className="col-sm-4 col-lg-3">Semantic Scholar author</dt>
                <dd className="col-sm-8 col-lg-9 text-break">
                  {authorId ? (
                    <a href={scholarAuthorUrl(authorId)} target="_blank" rel="noopener noreferrer">
                      {cutText(authorId).text}
                    </a>
                  ) : (
                    notLinked
                  )}
                </dd>
                <dt className="col-sm-4 col-lg-3">{network.registerLabel}</dt>
                <dd className="col-sm-8 col-lg-9 text-break">{handle ? `@${cutText(handle.replace(/^@/, '')).text}` : notLinked}</dd>
              </dl>
              <p className="mb-0">
                {user.paper_count.toLocaleString('en-US')} publications and {user.tweet_count.toLocaleString('en-US')} {network.posts} collected so far.
              </p>
            </>
          );
        }}
      </QueryState>
    </Step>
  );
}

/** Room the loading state of step 2 keeps (px): the chart card with its header, total line and bars. */
const PUBLICATIONS_ROOM = 340;

const WINDOW = `last ${PROFILE_YEARS} years`;

/** Step 2: the collected publications per year, over the profile's window (PROFILE_YEARS, not Activities' five). */
export function PublicationsStep({ userId }: { userId: number }) {
  const stats = useQuery(activityStatsQuery(userId));
  return (
    <Step number={2} title="Collected publications">
      <p className="text-muted">
        The publications collected from the data sources, per year over the {WINDOW} (the current year included): the profile is computed from these.
      </p>
      <QueryState query={stats} errorTitle="The publication counts could not be loaded." reserve={PUBLICATIONS_ROOM}>
        {(data) => {
          const points = papersPerYear(data.papers, new Date(), PROFILE_YEARS);
          if (isAllZero(points)) return <EmptyState>No publications in the {WINDOW}.</EmptyState>;
          const total = points.reduce((sum, point) => sum + point.count, 0);
          return (
            <ChartCard title={`Publications per year, ${WINDOW}`} headingLevel={3} resetKey={data}>
              <p className="mb-2">{total.toLocaleString('en-US')} publications in the {WINDOW}.</p>
              <CountBarChart label={`Publications per year, ${WINDOW}`} points={points} unit="Publications" periodName="Year" height={220} />
            </ChartCard>
          );
        }}
      </QueryState>
    </Step>
  );
}

function PaperTitles({ papers, fromTweets }: { papers: readonly Paper[]; fromTweets: boolean }) {
  const { network } = useWords();
  if (papers.length === 0) {
    return <span className="text-muted">{fromTweets ? `From ${network.posts}: no publication title or abstract contains it.` : 'No publication title or abstract contains it.'}</span>;
  }
  const shown = papers.slice(0, SHOWN_PAPERS);
  return (
    <>
      <span className="text-muted">Found in:</span>
      <ul className="mb-0 ps-3">
        {shown.map((paper) => (
          <li key={paper.id}>
            <LongText text={paper.title?.trim() || 'Untitled publication'} whole="title" /> <span className="text-muted">({paper.year})</span>
          </li>
        ))}
      </ul>
      {papers.length > shown.length ? <span className="text-muted">Showing {shown.length} of {papers.length} publications.</span> : null}
    </>
  );
}

function InterestKeyphrases({ interest }: { interest: LongTermInterest }) {
  const { network } = useWords();
  const phrases = mergedKeyphrases(interest);
  const shown = phrases.slice(0, SHOWN_PHRASES);
  const sources = papersByKeyphrase(
    shown.map((item) => item.phrase),
    interest.papers,
  );
  const headingId = `how-interest-${interest.id}`;
  return (
    <section aria-labelledby={headingId} className="border rounded p-2 p-sm-3 mb-2">
      <h3 id={headingId} className="h6 mb-2 text-break">
        {cutText(interest.keyword).text}{' '}
        <span className="fw-normal text-muted small">
          (interest weight {interest.weight}
          {interest.weight_set_by_hand ? ', set by you' : ''})
        </span>
      </h3>
      <p className="small text-muted mb-2">{weightRule(interest, phrases, network.posts)}</p>
      {phrases.length === 0 ? (
        <p className="mb-0 text-muted">{interest.source === 'Manual' ? 'Added manually: no keyphrases were extracted for it.' : 'The server lists no keyphrases for this interest.'}</p>
      ) : (
        <>
          <ul className="list-unstyled mb-0">
            {shown.map((item) => (
              <li key={item.phrase} className="mb-2 small">
                <strong className="text-break">
                  <LongText text={item.phrase} />
                </strong>
                {item.weight === null ? null : <span className="badge text-bg-light border ms-2">weight {item.weight}</span>}
                <div>
                  <PaperTitles papers={sources.get(item.phrase) ?? []} fromTweets={interest.tweet_ids.length > 0} />
                </div>
              </li>
            ))}
          </ul>
          {phrases.length > shown.length ? <p className="small text-muted mb-0">Showing {shown.length} of {phrases.length} keyphrases.</p> : null}
        </>
      )}
    </section>
  );
}

/** Step 3: the keyphrases extracted for the top interests, with their weights and the papers they came from. */
export function KeyphrasesStep({ userId, own }: StepProps) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  const { network } = useWords();
  return (
    <Step number={3} title="Extracted keyphrases">
      <p className="text-muted">
        Keyphrases are extracted from the titles and abstracts of the publications (and from {network.posts}). For the top {EXPLAINED_INTERESTS} interests, the keyphrases
        behind each and the publications that contain them:
      </p>
      <QueryState query={interests} empty="No Data Found" errorTitle="The interests could not be loaded.">
        {(data) => (
          <>
            {reportsKeyphraseWeights(data) ? null : <p className="alert alert-info py-2">{NO_WEIGHTS_NOTE}</p>}
            {heaviestInterests(data).map((interest) => (
              <InterestKeyphrases key={interest.id} interest={interest} />
            ))}
          </>
        )}
      </QueryState>
    </Step>
  );
}

function phraseText(group: MergeGroup): string {
  const shown = group.phrases.slice(0, GRAPH_PHRASES).map((item) => {
    const phrase = cutText(item.phrase).text;
    return item.weight === null ? phrase : `${phrase} (${item.weight})`;
  });
  const hidden = group.phrases.length - shown.length;
  return `${shown.join(', ')}${hidden > 0 ? ` and ${hidden} more` : ''}`;
}

/**
 * The values of the merge graph, for its card's CSV (the list beside it says them on screen): a row
 * per keyphrase drawn with its interest and weight (empty when the server reports none), and an
 * interest without keyphrases on a row of its own.
 */
function mergeRows(groups: readonly MergeGroup[]): (string | number)[][] {
  return groups.flatMap((group) => {
    const interest = cutText(group.interest.keyword).text;
    const phrases = group.phrases.slice(0, GRAPH_PHRASES);
    if (phrases.length === 0) return [[interest, '', '']];
    return phrases.map((item) => [interest, cutText(item.phrase).text, item.weight ?? '']);
  });
}

/** Step 4: how keyphrases were merged into the final interests (a graph, and a list as its text alternative). */
export function MergingStep({ userId, own }: StepProps) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  return (
    <Step number={4} title="Generated profile">
      <p className="text-muted">Similar keyphrases are merged into one interest. How each of the top {EXPLAINED_INTERESTS} interests was formed:</p>
      <QueryState query={interests} empty="No Data Found" errorTitle="The interests could not be loaded.">
        {(data) => {
          const groups = mergeGroups(heaviestInterests(data));
          return (
            <ChartCard title={`Keyphrases merged into the top ${groups.length} interests`} headingLevel={3} resetKey={data}>
              <div className="row g-3">
                <div className="col-12 col-xl-7">
                  <MergeGraphChart groups={groups} colors={interestColors(data.map((interest) => interest.keyword))} />
                </div>
                <div className="col-12 col-xl-5">
                  <ul className="small mb-0 ps-3" aria-label={`How the top ${groups.length} interests were formed`}>
                    {groups.map((group) => (
                      <li key={group.interest.id} className="mb-1 text-break">
                        <strong>{cutText(group.interest.keyword).text}</strong>: {mergeSentence(group.kind)}
                        {group.phrases.length > 0 ? `: ${phraseText(group)}` : ''}
                      </li>
                    ))}
                  </ul>
                  <PlottedValues caption={`Keyphrases merged into the top ${groups.length} interests`} columns={['Interest', 'Keyphrase', 'Weight']} rows={mergeRows(groups)} onScreen />
                </div>
              </div>
            </ChartCard>
          );
        }}
      </QueryState>
    </Step>
  );
}

const BAR_ROW = 32;

/** Step 5: the resulting profile, as the word cloud and bars of the heaviest interests. */
export function ResultStep({ userId, own }: StepProps) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  return (
    <Step number={5} title="Resulting interest profile" last>
      <QueryState query={interests} empty="No Data Found" errorTitle="The interests could not be loaded.">
        {(data) => {
          const words = topInterests(data, CLOUD_SIZE);
          const all = data.length;
          const bars = words.map((word) => ({ name: word.text, value: word.value, color: word.color }));
          const height = bars.length * BAR_ROW + 40;
          return (
            <div className="row g-3">
              <p className="text-muted col-12 mb-0">
                {words.length < all ? (
                  <>
                    <span>{`The final interests, each sized by its weight: showing the ${words.length} strongest of ${all}.`}</span>{' '}
                    <Link to={paths.cloudChart(userId)}>{all > CLOUD_MAX_WORDS ? `The Interest Overview shows the ${CLOUD_MAX_WORDS} strongest` : `The Interest Overview shows all ${all}`}</Link>.
                  </>
                ) : (
                  `The final ${all} interests, each sized by its weight, as the Interest Overview draws them.`
                )}
              </p>
              <div className="col-12 col-xl-7">
                <RenderWhenNear height={560}>
                  <InterestsCloud interests={data} limit={CLOUD_SIZE} title={words.length < all ? `Word cloud of the ${words.length} strongest of ${all} interests` : `Word cloud of the ${all} interests`} label="Top interests by weight" headingLevel={3} />
                </RenderWhenNear>
              </div>
              <div className="col-12 col-xl-5">
                <ChartCard title={bars.length < all ? `The ${bars.length} strongest of ${all} interests by weight` : `The ${all} interests by weight`} headingLevel={3} resetKey={data}>
                  <ValueBars caption={`Bars of the top ${bars.length} interests`} data={bars} valueLabel="Weight" columns={['Interest', 'Weight']} height={height} weightScale />
                </ChartCard>
              </div>
            </div>
          );
        }}
      </QueryState>
    </Step>
  );
}
