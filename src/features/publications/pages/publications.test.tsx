import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { userApi } from '@/api/clients';
import { env } from '@/config/env';
import { interestColors } from '@/components/charts/lib/palette';
import { htmlNotFound, htmlServerError } from '@/backend/http-helpers';
import { server } from '@/backend/node';
import { WORD_VECTORS_URL } from '@/backend/nlp/embeddings/node-asset';
import { setWordVectorSource } from '@/backend/nlp/embeddings/word-vectors';
import { serveLongTermInterests, weightedInterests } from '@/test/long-term-interests';
import { renderRoute } from '@/test/render-route';
import { CANNOT_RESCORE_KEYPHRASES } from '../components/paper-card';
import { FEEDBACK_NOT_OFFERED_TEXT, NO_MATCH_TEXT, SOURCE_DOWN_TEXT, WAIT_TEXT } from './publications-page';

const SLOW = { timeout: 8000 };
configure({ asyncUtilTimeout: 8000 });

const PATH = '/recommendation/publications';
const RECOMMEND_URL = `${env.apiUrl}/api/interests/recommended-publications`;
const KEYWORDS_URL = `${env.apiUrl}/api/interests/recommended-keyword-similarities`;
const INTERESTS_URL = `${env.apiUrl}/api/interests/recommended-interests-similarities`;
const WITHOUT_PAPER_URL = `${env.apiUrl}/api/standalone/recommendations/without-paper/`;

/** The user's interests, heaviest first; the sixth is not on a chip. */
const INTERESTS = [
  ['learning analytics', 5],
  ['dashboards', 4.5],
  ['feedback', 4],
  ['self-regulated learning', 3.5],
  ['data literacy', 3],
  ['moocs', 1.2],
] as const;
/** Each interest's colour among all the user's interests, as every view draws it. */
const interestColor = interestColors(INTERESTS.map(([keyword]) => keyword));
const TOP = INTERESTS.slice(0, 5).map(([text, weight]) => ({ text, weight }));

function stubInterests() {
  serveLongTermInterests(weightedInterests(INTERESTS), { mine: true });
}

/** keyphrase -> interest -> score: "teacher dashboards" is closest to dashboards (70 %), "learner feedback" to feedback (25 %: below the marking threshold). */
function similarity(closest: string, model: number, best = 70) {
  return Object.fromEntries([
    ['data_weight', 4],
    ['data_interest_model_publication_keyword_score', model],
    ...TOP.map(({ text }) => [text, { score: text === closest ? best : Math.min(20, best - 5), color: '' }]),
  ]);
}

function paper(id: string, score: number | string, extra: Record<string, unknown> = {}) {
  return {
    paperId: id,
    title: `Paper ${id}`,
    abstract: 'Teacher dashboards give learner feedback in class.',
    year: 2021,
    url: `https://www.semanticscholar.org/paper/${id}`,
    authors: [{ authorId: '1', name: 'Ada Lovelace' }, { authorId: '2', name: 'Alan Turing' }, { authorId: '3', name: 'Grace Hopper' }, { authorId: '4', name: 'Edsger Dijkstra' }],
    score,
    paper_keywords: { 'teacher dashboards': 5, 'learner feedback': 3, 'graph theory': 1 },
    extra_keywords: { 'classroom orchestration': 2.5 },
    interests_similarity: Object.fromEntries(TOP.map(({ text }, index) => [text, 60 - index * 10])),
    keywords_similarity: {
      'teacher dashboards': similarity('dashboards', 66),
      'learner feedback': similarity('feedback', 58, 25),
      'graph theory': similarity('data literacy', 12),
    },
    ...extra,
  };
}

/** Answers recommended-publications with `data` and records every request body. */
function stubRecommend(data: unknown[] | (() => Response | Promise<Response>)) {
  const bodies: unknown[] = [];
  server.use(
    http.post(RECOMMEND_URL, async ({ request }) => {
      bodies.push(await request.json());
      return typeof data === 'function' ? data() : HttpResponse.json({ message: 'Successful', data });
    }),
  );
  return bodies;
}

async function open(options: { queryRetries?: number; demoMode?: boolean } = {}) {
  stubInterests();
  const rendered = renderRoute(PATH, { user: 'demo@example.org', ...options });
  // the first render of a run loads the route's modules cold
  await screen.findByRole('list', { name: 'Your interests' }, { timeout: 20_000 });
  return rendered;
}

const recommendButton = () => screen.getByRole('button', { name: 'Recommend' });
/** The cards shown; `timeout` for a list the built-in backend computes for real (seconds on a busy machine). */
const cards = async (timeout = SLOW.timeout) => within(await screen.findByRole('list', { name: 'Recommended publications' }, { timeout })).getAllByRole('article');
const card = async (title: string) => (await screen.findByRole('article', { name: title }, SLOW)) as HTMLElement;

describe('Publications: recommendations for the own interests', () => {
  it('cuts a long interest name in the swap lists with an ellipsis, so that it never reads as a shorter one', async () => {
    serveLongTermInterests(weightedInterests([...INTERESTS.slice(0, 5), ['learning analytics dashboards', 2], ['habitat fragmentation and connectivity', 1]]), { mine: true });
    renderRoute(PATH, { user: 'demo@example.org' });
    const swap = await screen.findByRole('combobox', { name: 'Swap learning analytics for another interest' }, { timeout: 20_000 });
    const options = within(swap).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual(['learning analytics', 'learning analytics da…', 'habitat fragmentation…']);
    expect(options.map((option) => option.title)).toEqual(['learning analytics', 'learning analytics dashboards', 'habitat fragmentation and connectivity']);
  });

  it('offers the top 5 interests as chips and sends the chips switched on, with their weights', async () => {
    const bodies = stubRecommend([paper('a', 70)]);
    const { user } = await open();
    const chips = within(screen.getByRole('list', { name: 'Your interests' })).getAllByRole('listitem');
    expect(chips.map((chip) => (within(chip).getByRole('combobox') as HTMLSelectElement).value)).toEqual(TOP.map(({ text }) => text));
    chips.forEach((chip) => expect(within(chip).getByRole('checkbox')).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'data literacy' }));
    const weight = screen.getByRole('spinbutton', { name: 'Weight of feedback (1 to 5)' });
    fireEvent.change(weight, { target: { value: '2.5' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Swap dashboards for another interest' }), 'moocs');
    await user.click(recommendButton());
    await cards();
    expect(bodies).toEqual([
      [
        { text: 'learning analytics', weight: 5 },
        { text: 'moocs', weight: 1.2 },
        { text: 'feedback', weight: 2.5 },
        { text: 'self-regulated learning', weight: 3.5 },
      ],
    ]);
  });

  it('shows the papers best first with year, three authors et al., score, link, and keyphrases marked by their closest interest', async () => {
    stubRecommend([
      paper('best', 82.4, { found_by: { kind: 'paper', paperId: 'mine', title: 'Dashboards <b>in</b> class' } }),
      paper('second', 55.5, { authors: [{ authorId: null, name: 'Solo Author' }], found_by: { kind: 'interest', interest: 'dashboards' } }),
      paper('third', 50, { found_by: { kind: 'paper', paperId: null, title: null } }),
      paper('fourth', 40, { found_by: { kind: 'elsewhere' } }),
      paper('fifth', 30, { found_by: { kind: 'paper', paperId: 'liked', title: 'A paper on rubrics', liked: true } }),
    ]);
    const { user } = await open();
    await user.click(recommendButton());
    const list = await cards();
    expect(list.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Paper best', 'Paper second', 'Paper third', 'Paper fourth', 'Paper fifth']);
    const best = list[0] as HTMLElement;
    expect(best).toHaveTextContent('2021 · Ada Lovelace, Alan Turing, Grace Hopper et al.');
    expect(list[1]).toHaveTextContent('2021 · Solo Author');
    // where each paper came from; a source the page does not know says nothing
    expect(list.map((item) => item.querySelector('.rima-found-by')?.textContent ?? null)).toEqual([
      'Similar to your paper “Dashboards <b>in</b> class”',
      'Matches your interest “dashboards”',
      'Recommended by Semantic Scholar for your papers',
      null,
      'Similar to a paper you liked “A paper on rubrics”',
    ]);
    expect(within(best).getByText('Similarity Score: 82 %')).toBeInTheDocument();
    expect(within(best).getByRole('link', { name: /Semantic Scholar/ })).toHaveAttribute('href', 'https://www.semanticscholar.org/paper/best');
    // only keyphrases at least 30 % similar to an interest are marked ("learner feedback": 25 %), and the legend says so
    const marks = best.querySelectorAll('mark');
    expect([...marks].map((mark) => [mark.firstChild?.textContent, mark.getAttribute('title')])).toEqual([['Teacher dashboards', 'Similarity with dashboards: 70 %']]);
    expect(best).toHaveTextContent('Marked: keyphrases at least 30 % similar to one of your interests, in the colour of the closest interest.');
    expect(within(within(best).getByRole('list', { name: 'Keyphrases' })).getByText('learner feedback').closest('li')).toHaveAttribute(
      'title',
      'Similarity with feedback: 25 % (below 30 %: not marked)',
    );
    // each mark is reachable by keyboard, and its tip is part of its text for screen readers
    expect(marks[0]).toHaveAttribute('tabindex', '0');
    expect(marks[0]).toHaveTextContent('Teacher dashboards (Similarity with dashboards: 70 %)');
    // a keyphrase that does not occur in the abstract is still listed
    expect(within(within(best).getByRole('list', { name: 'Keyphrases' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'teacher dashboards',
      'learner feedback',
      'graph theory',
    ]);
  });

  it('says so when no paper matched closely enough', async () => {
    stubRecommend([]);
    const { user } = await open();
    await user.click(recommendButton());
    expect(await screen.findByText(NO_MATCH_TEXT, undefined, SLOW)).toBeInTheDocument();
  });

  it('a server without the route: the one sentence, and the sidebar entry stays', async () => {
    stubRecommend(() => htmlNotFound());
    const { user } = await open();
    await user.click(recommendButton());
    expect(await screen.findByText('This server does not offer publication recommendations.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Papers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recommend' })).not.toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: /^Recommended Papers \(not on this server\)/ })).toHaveAttribute('href', PATH);
  });

  it('a server without the route (the release line): asks first and says so at once, without the form or a recommendation request', async () => {
    const asked: string[] = [];
    server.use(
      http.all(RECOMMEND_URL, ({ request }) => {
        asked.push(request.method);
        return htmlNotFound();
      }),
    );
    stubInterests();
    renderRoute(PATH, { user: 'demo@example.org' });
    expect(await screen.findByText('This server does not offer publication recommendations.', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Papers' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your interests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recommend' })).not.toBeInTheDocument();
    expect(asked).toEqual(['GET']);
  });

  it('a crash of the paper source (HTML 500): says the server could not reach it, and Retry asks again', async () => {
    let fail = true;
    const bodies = stubRecommend(() => (fail ? htmlServerError() : HttpResponse.json({ message: 'Successful', data: [paper('a', 70)] })));
    const { user } = await open();
    await user.click(recommendButton());
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent(SOURCE_DOWN_TEXT);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await cards()).toHaveLength(1);
    expect(bodies).toHaveLength(2);
  });

  it('a dropped connection mid-wait: says the server could not be reached, with Try again', async () => {
    stubRecommend(() => HttpResponse.error());
    const { user } = await open();
    await user.click(recommendButton());
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the wait with what is happening and elapsed time; Cancel aborts the HTTP request itself', async () => {
    // the signal each request to the recommendation route is sent with (axios's XHR adapter aborts on it)
    const signals: AbortSignal[] = [];
    const interceptor = userApi.axios.interceptors.request.use((config) => {
      // the POST only: the page first asks with a GET whether this server offers the route
      if (config.method?.toLowerCase() === 'post' && config.url?.endsWith('recommended-publications') && config.signal instanceof AbortSignal) signals.push(config.signal);
      return config;
    });
    onTestFinished(() => userApi.axios.interceptors.request.eject(interceptor));
    server.use(
      http.post(RECOMMEND_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({ message: 'Successful', data: [] });
      }),
    );
    const { user } = await open();
    await user.click(recommendButton());
    expect(await screen.findByRole('progressbar', { name: WAIT_TEXT }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Elapsed: \d+ s$/)).toBeInTheDocument();
    expect(recommendButton()).toBeDisabled();
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signals).toHaveLength(1);
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/The search was cancelled\./)).toBeInTheDocument();
    expect(recommendButton()).toBeEnabled();
  });

  it('a double click on Recommend sends one request', async () => {
    const bodies = stubRecommend(async () => {
      await delay(200);
      return HttpResponse.json({ message: 'Successful', data: [paper('a', 70)] });
    });
    const { user } = await open();
    await user.dblClick(recommendButton());
    await cards();
    expect(bodies).toHaveLength(1);
  });

  it('keeps the papers per interest set for the session: coming back does not ask again, Recommend again does', async () => {
    const bodies = stubRecommend([paper('a', 70)]);
    const { user, router } = await open();
    await user.click(recommendButton());
    await cards();
    await act(() => router.navigate('/app/index'));
    await act(() => router.navigate(PATH));
    expect(await cards()).toHaveLength(1);
    expect(bodies).toHaveLength(1);
    expect(screen.getByText(/^Updated \d\d:\d\d/)).toBeInTheDocument();
    // a RIMA server: the feedback is named as not offered, and no card offers it
    expect(screen.getByText(FEEDBACK_NOT_OFFERED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not for me' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recommend again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(await cards()).toHaveLength(1);
  });

  it('What if?: dropping and adding keyphrases rescores the card with the answer’s score, says Modified, and Reset restores it', async () => {
    stubRecommend([paper('a', 70)]);
    const sent: unknown[] = [];
    server.use(
      http.post(KEYWORDS_URL, async ({ request }) => {
        const body = (await request.json()) as { keywords: Record<string, number> };
        sent.push(body);
        // the release's per-keyphrase values are all equal: the screen must use `score`
        return HttpResponse.json({ message: 'Successful', data: { score: 10 * Object.keys(body.keywords).length + 1.2, keywords_similarity: { x: 99 } } });
      }),
    );
    const { user } = await open();
    await user.click(recommendButton());
    const item = await card('Paper a');
    await user.click(within(item).getByRole('button', { name: 'What if?' }));
    await user.click(within(item).getByRole('button', { name: 'Drop teacher dashboards' }));
    expect(await within(item).findByText('Similarity Score: 21 %')).toBeInTheDocument();
    // focus is not lost with the dropped keyphrase's button
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Drop learner feedback' })).toHaveFocus());
    expect(within(item).getByText('Modified')).toBeInTheDocument();
    expect(sent[0]).toEqual({ keywords: { 'learner feedback': 3, 'graph theory': 1 }, interests: TOP });
    // the dropped keyphrase is no longer marked in the abstract (learner feedback, below 30 %, never was)
    expect([...item.querySelectorAll('mark')].map((mark) => mark.firstChild?.textContent)).toEqual([]);

    // the paper's extra keyphrases are offered first; a typed one can be added too
    await user.click(within(item).getByRole('button', { name: 'Add classroom orchestration' }));
    expect(await within(item).findByText('Similarity Score: 31 %')).toBeInTheDocument();
    await user.type(within(item).getByRole('textbox', { name: 'Another keyphrase' }), 'Learner Feedback{Enter}');
    expect(await within(item).findByText('This paper already has this keyphrase.')).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Another keyphrase' })).toHaveAccessibleDescription('This paper already has this keyphrase.');
    await user.type(within(item).getByRole('textbox', { name: 'Another keyphrase' }), '{Control>}a{/Control}peer review{Enter}');
    expect(await within(item).findByText('Similarity Score: 41 %')).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Another keyphrase' })).toHaveValue('');
    expect(sent.at(-1)).toEqual({ keywords: { 'learner feedback': 3, 'graph theory': 1, 'classroom orchestration': 2.5, 'peer review': 3 }, interests: TOP });

    await user.click(within(item).getByRole('button', { name: 'Reset' }));
    expect(within(item).getByText('Similarity Score: 70 %')).toBeInTheDocument();
    expect(within(item).queryByText('Modified')).not.toBeInTheDocument();
  });

  it('What if? on a server whose keyphrase route always fails (development line, HTML 500): each change is asked once, and after the second failure the card says this server cannot compute it and stops asking', async () => {
    stubRecommend([paper('a', 70)]);
    const calls = keyphraseRouteAlwaysFailing();
    // the app's own retry of a failed load is on: a what-if must still be sent once per change
    const { user } = await open({ queryRetries: 1 });
    await user.click(recommendButton());
    const item = await card('Paper a');
    await user.click(within(item).getByRole('button', { name: 'What if?' }));
    await user.click(within(item).getByRole('button', { name: 'Drop teacher dashboards' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('The new score could not be computed: The server failed to answer.');
    expect(calls()).toBe(1);

    await user.click(within(item).getByRole('button', { name: 'Drop learner feedback' }));
    expect(await within(item).findByText(CANNOT_RESCORE_KEYPHRASES)).toBeInTheDocument();
    expect(calls()).toBe(2);
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(item).getByText('Similarity Score: 70 %')).toBeInTheDocument();
    expect(within(item).queryByText('Modified')).not.toBeInTheDocument();

    // later changes are not sent
    await user.click(within(item).getByRole('button', { name: 'Add classroom orchestration' }));
    expect(within(item).getByText(CANNOT_RESCORE_KEYPHRASES)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toBe(2);
  });

  it('What if? that this server failed twice is not asked again after a reload in the same browser session: the card says at once that this server cannot compute it', async () => {
    stubRecommend([paper('a', 70)]);
    const calls = keyphraseRouteAlwaysFailing();
    const first = await open();
    await first.user.click(recommendButton());
    let item = await card('Paper a');
    await first.user.click(within(item).getByRole('button', { name: 'What if?' }));
    await first.user.click(within(item).getByRole('button', { name: 'Drop teacher dashboards' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('The new score could not be computed');
    await first.user.click(within(item).getByRole('button', { name: 'Drop learner feedback' }));
    expect(await within(item).findByText(CANNOT_RESCORE_KEYPHRASES)).toBeInTheDocument();
    expect(calls()).toBe(2);

    // a reload: a new page with a new query cache, the same browser session
    first.unmount();
    const { user } = await open();
    await user.click(recommendButton());
    item = await card('Paper a');
    await user.click(within(item).getByRole('button', { name: 'What if?' }));
    await user.click(within(item).getByRole('button', { name: 'Drop teacher dashboards' }));
    expect(await within(item).findByText(CANNOT_RESCORE_KEYPHRASES)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toBe(2);
  });

  it('changing the interest chips rescores the shown cards without a new search', async () => {
    const bodies = stubRecommend([paper('a', 70), paper('b', 60)]);
    const sent: { interests: { text: string; weight: number }[] }[] = [];
    server.use(
      http.post(INTERESTS_URL, async ({ request }) => {
        const body = (await request.json()) as { paper_keywords: Record<string, number>; interests: { text: string; weight: number }[] };
        sent.push(body);
        return HttpResponse.json({
          message: 'Successful',
          data: { score: 33.3, interests_similarity: Object.fromEntries(body.interests.map(({ text }) => [text, 44])) },
        });
      }),
    );
    const { user } = await open();
    await user.click(recommendButton());
    await cards();
    await user.click(screen.getByRole('checkbox', { name: 'learning analytics' }));
    const first = await card('Paper a');
    expect(await within(first).findByText('Similarity Score: 33 %', undefined, SLOW)).toBeInTheDocument();
    expect(within(first).getByText('Modified')).toBeInTheDocument();
    expect(within(await card('Paper b')).getByText('Similarity Score: 33 %')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.interests).toEqual(TOP.slice(1));
    expect(bodies).toHaveLength(1);
    // Reset interests brings back the papers as recommended
    await user.click(screen.getByRole('button', { name: 'Reset interests' }));
    await waitFor(() => expect(within(first).getByText('Similarity Score: 70 %')).toBeInTheDocument());
    expect(within(first).queryByText('Modified')).not.toBeInTheDocument();
  });

  it('Why?: a cloud of the keyphrases, the focused keyphrase against each interest, and the paper against each interest, each with its table', async () => {
    stubRecommend([paper('a', 42.5)]);
    const { user } = await open();
    await user.click(recommendButton());
    const item = await card('Paper a');
    await user.click(within(item).getByRole('button', { name: 'Why?' }));
    // a server's answer says nothing of approximation: none is claimed
    expect(within(item).queryByText(/Approximate/)).not.toBeInTheDocument();
    const cloud = within(item).getByRole('list', { name: 'Keyphrases of this paper by weight' });
    expect(within(cloud).getAllByRole('listitem').map((word) => word.textContent)).toEqual(['teacher dashboards', 'learner feedback', 'graph theory']);
    expect(within(item).getByRole('table', { name: 'Similarity of “teacher dashboards” with your interests' })).toHaveTextContent('dashboards70');
    within(cloud).getByRole('button', { name: 'learner feedback' }).focus();
    const table = await within(item).findByRole('table', { name: 'Similarity of “learner feedback” with your interests' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'learning analytics20',
      'dashboards20',
      'feedback25',
      'self-regulated learning20',
      'data literacy20',
    ]);
    const byInterest = within(item).getByRole('table', { name: 'Similarity of this paper with each interest' });
    expect(byInterest).toHaveTextContent('learning analytics60');
    // both bar charts draw similarities on the one 0-100 % axis, with the ticks their width holds apart (600 px in jsdom)
    const axisOf = (table: HTMLElement) => within(table.closest('section') as HTMLElement).queryAllByText(/^\d+ %$/).map((tick) => tick.textContent);
    await waitFor(() => expect(axisOf(byInterest)).toEqual(['0 %', '25 %', '50 %', '75 %', '100 %']));
    expect(axisOf(table)).toEqual(['0 %', '25 %', '50 %', '75 %', '100 %']);
    // each interest's bar in the interest's own colour, as on its chip and in the Interest Overview
    const barOf = (table: HTMLElement, name: string) => (table.closest('section') as HTMLElement).querySelector(`path[data-name="${name}"]`);
    expect(barOf(byInterest, 'learning analytics')).toHaveAttribute('fill', interestColor('learning analytics'));
    expect(barOf(table, 'feedback')).toHaveAttribute('fill', interestColor('feedback'));
    // the whole-model score beside the figures it is made of, and how it is computed
    expect(item).toHaveTextContent('Similarity with your whole interest model: 43 % (highest per interest: 60 %)');
    expect(item).toHaveTextContent('It is the mean of the similarities per interest above, each counted as often as the interest weighs');
  });

  it('Why? of the built-in backend: how the score adds up, by reason and by keyphrase, with its formula in one sentence; markup stays text', async () => {
    const explanation = {
      papers: [
        { paperId: 'own1', title: 'Dashboards for teachers', points: 20.5 },
        { paperId: 'own2', title: '<b>Feedback</b> in class', points: 10 },
        { paperId: 'liked1', title: 'Rubrics at scale', points: 2, liked: true },
      ],
      related: { points: 3, words: ['pupils ~ students', '<i>tutors</i> ~ teachers'], pairs: 5 },
      interests: { dashboards: 4, feedback: 0, 'learning analytics': 0.5 },
      wording: [
        { paperId: 'own1', title: 'Dashboards for teachers', points: 1.5 },
        { paperId: 'own3', title: '<i>Rubrics</i>', points: 0.7 },
        { paperId: 'liked1', title: 'Rubrics at scale', points: 0.3, liked: true },
        { paperId: 'own4', title: 'Tied with the next', points: 0 },
      ],
      together: 1,
      keyphrases: { 'teacher dashboards': 18, 'learner feedback': 9, 'graph theory': 0 },
      other_words: 16.5,
    };
    stubRecommend([paper('a', 43.5, { explanation })]);
    const { user } = await open();
    await user.click(recommendButton());
    const item = await card('Paper a');
    await user.click(within(item).getByRole('button', { name: 'Why?' }));
    expect(within(item).getByRole('heading', { name: 'How the score of 43.5 adds up' })).toBeInTheDocument();
    expect(item).toHaveTextContent(
      "Score = 100 × s³ / (1 + s³), where s adds this paper's two parts, each over the same part of your most central paper against your others, and divides them by what your most central papers get so",
    );
    expect(item).toHaveTextContent('its points (100 × the mean word overlap, cosine with rarer words counting more, with your three closest papers');
    expect(item).toHaveTextContent('with your three closest papers in wording, above what everyday English gets)');
    expect(item).toHaveTextContent('(a paper of yours: leaving it out of your papers, by at least its rows together)');
    // a RIMA server has no what-if of a paper named: none is offered
    expect(within(item).queryByRole('button', { name: /^What if this paper were left out\?/ })).toBeNull();
    const rows = (name: string) => within(within(item).getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.textContent);
    // a paper liked (More like this) is named as such, never as one of the researcher's
    expect(rows('By reason')).toEqual([
      'Your paper “Dashboards for teachers”20.5',
      'Your paper “<b>Feedback</b> in class”10.0',
      'Interest “dashboards”4.0',
      // the related words that matched, named as pairs (the paper's word ~ the researcher's), as text
      'Related words: pupils ~ students, <i>tutors</i> ~ teachers and 3 more3.0',
      'A paper you liked “Rubrics at scale”2.0',
      // the papers closest in wording, each named with what leaving it out takes away (a paper tied with the next one, nothing: not named)
      'Close in wording to your paper “Dashboards for teachers”1.5',
      'Close in wording to your paper “<i>Rubrics</i>”0.7',
      'Interest “learning analytics”0.5',
      'Close in wording to a paper you liked “Rubrics at scale”0.3',
      'Earned only by these reasons together1.0',
      'Total43.5',
    ]);
    expect(rows('By keyphrase of this paper')).toEqual(['teacher dashboards18.0', 'learner feedback9.0', 'The other words of the paper16.5', 'Total43.5']);
    expect(item).toHaveTextContent('where a related word counts too (“word of this paper ~ word of yours”: their word vectors closer than chance)');
    // the server's mean-of-similarities sentence is not claimed for this score
    expect(item).not.toHaveTextContent('It is the mean of the similarities per interest above');
  });

  it('Why? on the built-in backend: each paper it names can be left out by keyboard ("What if this paper were left out?"), the score without it is announced, and a failure says so and asks again', async () => {
    const explanation = {
      papers: [
        { paperId: 'own1', title: 'Dashboards for teachers', points: 20.5 },
        { paperId: 'own2', title: 'Feedback in class', points: 10 },
        { paperId: 'own5', title: 'Worth nothing alone', points: 0 },
      ],
      related: { points: 0, words: [], pairs: 0 },
      interests: { dashboards: 4 },
      wording: [
        { paperId: 'own1', title: 'Dashboards for teachers', points: 1.5 },
        { paperId: 'liked1', title: 'Rubrics at scale', points: 0.3, liked: true },
        { paperId: 'own4', title: 'Tied with the next', points: 0 },
      ],
      together: 7.2,
      keyphrases: { 'teacher dashboards': 18, 'learner feedback': 9, 'graph theory': 0 },
      other_words: 16.5,
    };
    stubRecommend([paper('a', 43.5, { explanation })]);
    const bodies: unknown[] = [];
    let failures = 1;
    server.use(
      http.post(WITHOUT_PAPER_URL, async ({ request }) => {
        const body = (await request.json()) as { paper_id: string };
        bodies.push(body);
        if (failures-- > 0) return htmlServerError();
        return HttpResponse.json({ score: body.paper_id === 'own1' ? 38.24 : 43.47 });
      }),
    );
    const { user } = await open({ demoMode: true });
    await user.click(recommendButton());
    const item = await card('Paper a');
    await user.click(within(item).getByRole('button', { name: 'Why?' }));
    const named = within(item).getByRole('region', { name: 'The papers named above' });
    // each paper once, with its rows together, the most earning first; a paper worth nothing alone is not named
    expect(within(named).getAllByRole('listitem').map((row) => row.firstChild?.textContent)).toEqual([
      'Your paper “Dashboards for teachers”',
      'Your paper “Feedback in class”',
      'A paper you liked “Rubrics at scale”',
    ]);
    expect(named).toHaveTextContent('(22.0 points in the rows above)');
    expect(within(item).queryByText(/Worth nothing alone/)).toBeNull();
    const leaveOut = within(named).getByRole('button', { name: 'What if this paper were left out? (Your paper “Dashboards for teachers”)' });
    leaveOut.focus();
    await user.keyboard('{Enter}');
    expect(await within(named).findByText('The score without it could not be computed: The server failed to answer.', undefined, SLOW)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await within(named).findByText('Without it the score would be 38.2, 5.3 lower.', undefined, SLOW)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ paper_keywords: paper('a', 0).paper_keywords, interests: TOP, paper_id: 'own1' });
    await user.click(within(named).getByRole('button', { name: 'What if this paper were left out? (A paper you liked “Rubrics at scale”)' }));
    expect(await within(named).findByText('Without it the score would stay 43.5: the next closest of your papers does as well.', undefined, SLOW)).toBeInTheDocument();
  });

  it('Why?: says the similarity is approximate when the built-in backend compared by spelling (no word-vector table)', { timeout: 90_000 }, async () => {
    setWordVectorSource(null);
    server.use(http.get(WORD_VECTORS_URL, () => new HttpResponse(null, { status: 404 })));
    try {
      const { user } = await open();
      await user.click(recommendButton());
      const item = (await cards(60_000))[0] as HTMLElement;
      await user.click(within(item).getByRole('button', { name: 'Why?' }));
      expect(within(item).getByText('Approximate: the word vectors could not be loaded, so the keywords were compared by their spelling.')).toBeInTheDocument();
    } finally {
      setWordVectorSource(null);
    }
  });

  it('renders bad bodies sanely: nulls, string and out-of-range scores, duplicates, markup, unsafe links, a 1 MB abstract, 10,000 keyphrases', async () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`kp ${index}`, 1 + (index % 5)]));
    stubRecommend([
      paper('nulls', '150', { abstract: null, year: null, url: null, authors: null, title: '<img src=x onerror=alert(1)>' }),
      paper('nulls', 90, { title: 'The duplicate' }),
      paper('js', '-3', { url: 'javascript:alert(1)', title: '<b>bold</b>' }),
      paper('huge', 50, { abstract: `Teacher dashboards ${'word '.repeat(210_000)}`, paper_keywords: many }),
    ]);
    const { user } = await open();
    await user.click(recommendButton());
    const list = await cards();
    expect(list).toHaveLength(3);
    const nulls = list[0] as HTMLElement;
    expect(within(nulls).getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(nulls.querySelector('img')).toBeNull();
    expect(nulls).toHaveTextContent('Year unknown');
    expect(within(nulls).getByText('No abstract available.')).toBeInTheDocument();
    expect(within(nulls).getByText('Similarity Score: 100 %')).toBeInTheDocument();
    expect(within(nulls).queryByRole('link')).not.toBeInTheDocument();
    const js = list[1] as HTMLElement;
    expect(within(js).getByRole('heading')).toHaveTextContent('<b>bold</b>');
    expect(within(js).getByText('Similarity Score: 0 %')).toBeInTheDocument();
    expect(within(js).queryByRole('link')).not.toBeInTheDocument();
    const huge = list[2] as HTMLElement;
    expect(within(within(huge).getByRole('list', { name: 'Keyphrases' })).getAllByRole('listitem')).toHaveLength(50);
    expect((huge.querySelector('.rima-abstract')?.textContent ?? '').length).toBeLessThan(1000);
    await user.click(within(huge).getByRole('button', { name: /^Show all [\d,]+ characters$/ }));
    expect((huge.querySelector('.rima-abstract')?.textContent ?? '').length).toBeGreaterThan(1_000_000);
  });
});

/** The keyphrase route of a server where it always fails (the development line's HTML 500); counts the requests. */
function keyphraseRouteAlwaysFailing(): () => number {
  let count = 0;
  server.use(
    http.post(KEYWORDS_URL, () => {
      count += 1;
      return htmlServerError();
    }),
  );
  return () => count;
}
