import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { userSimilarity } from '@/backend/handlers/user/demo';
import { db, server } from '@/backend/node';
import { WORD_VECTORS_URL } from '@/backend/nlp/embeddings/node-asset';
import { setWordVectorSource } from '@/backend/nlp/embeddings/word-vectors';
import { settle, setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { shownToasts } from '@/test/toasts';

setUpRouteTests();

const DEMO = 'demo@example.org';
const api = (path: string) => `${env.apiUrl}${path}`;
const idOf = (email: string) => db.sessionFor(email).user.id;

const FIXTURE = {
  score: 81.37,
  bar_chart_data: {
    user_1_data: { 'learning analytics': 5.0, mooc: 3.2, dashboard: 1.6203950643539429 },
    user_2_data: { 'learning analytics': 4.4, mooc: 1, dashboard: 2.5 },
  },
  heat_map_data: {
    'learning analytics': { 'learning analytics': 1.0, dashboard: 0.5299999713897705 },
    mooc: { 'learning analytics': 0.62, dashboard: 0.31 },
  },
  venn_chart_data: {
    user_1_exclusive_interest: ['open badges'],
    user_2_exclusive_interest: ['dashboard'],
    similar_interests: {
      user_1: { 'learning analytics': ['learning analytics'], mooc: ['learning analytics'] },
      user_2: { 'learning analytics': ['learning analytics', 'mooc'] },
    },
  },
};

const EMPTY = {
  score: 'N/A',
  bar_chart_data: { user_1_data: {}, user_2_data: {} },
  heat_map_data: {},
  venn_chart_data: { user_1_exclusive_interest: [], user_2_exclusive_interest: [], similar_interests: { user_1: {}, user_2: {} } },
};

function answerSimilarity(body: object) {
  server.use(http.get(api('/api/interests/similarity/:id/'), () => HttpResponse.json(body)));
}

async function openLevel(user: ReturnType<typeof renderRoute>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

/** A server's answer whose top-5 explanation cannot support its score (the first search hit of issue 28). */
const UNSUPPORTED = {
  score: 17.58,
  bar_chart_data: {
    user_1_data: { 'learning analytics': 5, 'self-regulated learning': 5, 'recommender system': 1 },
    user_2_data: { 'learning analytics': 1, 'self-regulated learning': 1, 'recommender system': 5 },
  },
  heat_map_data: {
    'learning analytics': { 'recommender system': 0.0, transparency: 0.01 },
    'self-regulated learning': { 'recommender system': 0.0, transparency: 0.0 },
  },
  venn_chart_data: {
    user_1_exclusive_interest: ['learning analytics', 'self-regulated learning'],
    user_2_exclusive_interest: ['recommender system', 'transparency'],
    similar_interests: { user_1: {}, user_2: {} },
  },
};

describe('/app/profile/{id}: a score the explanation cannot support', () => {
  it('says plainly that the top-5 interests share no close keywords and where the score comes from', async () => {
    answerSimilarity(UNSUPPORTED);
    renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent("Your top 5 interests and Mateo Alvarez's share no close keywords (the closest pair is 0.01 on a scale to 1).");
    expect(note).toHaveTextContent("The score of 17.58 % comes from the server comparing all of your interests with all of Mateo Alvarez's as a whole");
    // the note stays above every explanation level, under a heading that does not claim similarity (17.58 % is below 20 %)
    expect(note.closest('section')).toHaveAccessibleName('You share little: under 20 % similar, you and Mateo Alvarez have few interests in common. See what there is:');
  });

  it("says nothing more when the explanation supports the score (the built-in backend's first search hit)", async () => {
    renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    expect(await screen.findByRole('tab', { name: 'Basic explanation' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says nothing more for a score the heat map supports', async () => {
    answerSimilarity(FIXTURE);
    renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    expect(await screen.findByRole('tab', { name: 'Basic explanation' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why you are similar: choose the depth' })).toBeInTheDocument();
  });
});

describe('/app/profile/{id}: header', () => {
  it('says the similarity as a percentage, as the backend computes it', async () => {
    const mateo = idOf('mateo.alvarez@example.org');
    const expected = userSimilarity(db, idOf(DEMO), mateo).score;
    expect(typeof expected).toBe('number');
    renderRoute(`/app/profile/${mateo}`, { user: DEMO });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Account Details' })).toBeInTheDocument();
    expect(await screen.findByTestId('similarity-header')).toHaveTextContent(`The similarity between you and Mateo Alvarez is ${String(expected)} %`);
  });

  it('says "N/A" in words', async () => {
    answerSimilarity(EMPTY);
    renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const header = await screen.findByTestId('similarity-header');
    expect(header).toHaveTextContent('The similarity between you and Mateo Alvarez cannot be computed');
    expect(header).not.toHaveTextContent('N/A');
    expect(header).not.toHaveTextContent('%');
  });

  it('shows an inline error with a retry when the similarity fails, and no toast', async () => {
    let fail = true;
    server.use(
      http.get(api('/api/interests/similarity/:id/'), () =>
        fail ? new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }) : HttpResponse.json(FIXTURE),
      ),
    );
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server failed to answer.');
    await settle();
    expect(shownToasts()).toEqual([]);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('similarity-header')).toHaveTextContent('is 81.37 %');
  });

  it('says so for an unknown user', async () => {
    renderRoute('/app/profile/999999', { user: DEMO });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server does not know this item.');
  });
});

describe('/app/profile/{id}: approximate comparisons', () => {
  afterEach(() => setWordVectorSource(null));

  it('says the comparison is approximate when the word vectors could not be loaded (compared by spelling)', async () => {
    setWordVectorSource(null);
    server.use(http.get(WORD_VECTORS_URL, () => new HttpResponse(null, { status: 404 })));
    renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    expect(await screen.findByTestId('similarity-header')).toBeInTheDocument();
    expect(screen.getByText('Approximate: the word vectors could not be loaded, so the keywords were compared by their spelling.')).toBeInTheDocument();
  });

  it('names the words compared by spelling when some interests are outside the word-vector table', async () => {
    const user = db.state().users.find((row) => row.email === 'mateo.alvarez@example.org');
    if (!user) throw new Error('no seeded Mateo');
    const rows = db.state().longTerm.filter((row) => row.user === user.id);
    const top = [...rows].sort((a, b) => b.weight - a.weight || a.id - b.id)[0];
    if (!top) throw new Error('Mateo has no interests');
    top.keyword = 'zqxwvortex learning';
    renderRoute(`/app/profile/${user.id}`, { user: DEMO });
    expect(await screen.findByText('Approximate: some words are not in the word-vector table and were compared by their spelling: zqxwvortex.')).toBeInTheDocument();
  });

  it("claims nothing for a server's answer, which carries no approximation", async () => {
    answerSimilarity(FIXTURE);
    renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    expect(await screen.findByTestId('similarity-header')).toBeInTheDocument();
    expect(screen.queryByText(/Approximate/)).not.toBeInTheDocument();
  });
});

describe('/app/profile/{id}: viewing mode', () => {
  it('stores the route id as the viewed user; the sidebar hides Data Management until Return To My Account', async () => {
    const mateo = idOf('mateo.alvarez@example.org');
    const own = idOf(DEMO);
    const { user, router } = renderRoute(`/app/profile/${mateo}`, { user: DEMO });
    await screen.findByTestId('similarity-header');
    expect(localStorage.getItem('userId')).toBe(String(mateo));
    expect(localStorage.getItem('mId')).toBe(String(own));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('heading', { name: 'Data Management' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/app/profile/${mateo}`);
    expect(within(nav).getByRole('link', { name: 'Interest Overview' })).toHaveAttribute('href', `/app/cloud-chart/${mateo}`);

    await user.click(within(nav).getByRole('button', { name: 'Return To My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${own}`));
    expect(localStorage.getItem('userId')).toBe(String(own));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
  });

  it('stores the id of a chart route of another user', async () => {
    const priya = idOf('priya.raman@example.org');
    renderRoute(`/app/bar-chart/${priya}`, { user: DEMO });
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem('userId')).toBe(String(priya));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Return To My Account' })).toBeInTheDocument();
  });

  it('follows a change of the route id: stores the new user and loads their comparison', async () => {
    const mateo = idOf('mateo.alvarez@example.org');
    const priya = idOf('priya.raman@example.org');
    const { user, router } = renderRoute(`/app/profile/${mateo}`, { user: DEMO });
    expect(await screen.findByTestId('similarity-header')).toHaveTextContent('Mateo Alvarez');
    const box = screen.getByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'Priy');
    await user.click(await screen.findByRole('option', { name: 'Priya Raman' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/profile/${priya}`));
    expect(localStorage.getItem('userId')).toBe(String(priya));
    await waitFor(() => expect(screen.getByTestId('similarity-header')).toHaveTextContent('The similarity between you and Priya Raman'));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/app/profile/${priya}`);
  });

  it('says so on the own id instead of comparing the user with themselves', async () => {
    const own = idOf(DEMO);
    renderRoute(`/app/profile/${own}`, { user: DEMO });
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
  });
});

describe('/app/profile/{id}: explanations', () => {
  it('basic: lists the exclusive interests and opens Similar Keywords, highlighting matches under the mouse and the keyboard', async () => {
    answerSimilarity(FIXTURE);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const panel = await openLevel(user, 'Basic explanation');
    expect(within(panel).getByRole('heading', { name: 'Interest Association Model' })).toBeInTheDocument();
    expect(within(panel).getByText('open badges')).toBeInTheDocument();
    expect(within(panel).getByText('dashboard')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Similar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Similar Keywords' });
    const theirs = within(dialog).getByRole('heading', { name: "Mateo Alvarez's keywords" }).parentElement!;
    const mine = within(dialog).getByRole('heading', { name: 'Your keywords' }).parentElement!;

    // mouse: their "learning analytics" matches both of mine
    await user.hover(within(theirs).getByRole('button', { name: /learning analytics/ }));
    expect(within(mine).getByRole('button', { name: /^learning analytics\s*\(matches\)$/ })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^mooc\s*\(matches\)$/ })).toBeInTheDocument();
    expect(within(dialog).getByTestId('similar-readout')).toHaveTextContent('“learning analytics” matches “learning analytics”, “mooc”.');

    // keyboard: focusing my "mooc" marks their "learning analytics" only
    act(() => within(mine).getByRole('button', { name: /mooc/ }).focus());
    await waitFor(() => expect(within(theirs).getByRole('button', { name: /^learning analytics\s*\(matches\)$/ })).toBeInTheDocument());
    expect(within(mine).queryByRole('button', { name: /\(matches\)/ })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('similar-readout')).toHaveTextContent('“mooc” matches “learning analytics”.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Similar' })).toHaveFocus();
  });

  it('basic: says No Keywords when nobody has interests', async () => {
    answerSimilarity(EMPTY);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const panel = await openLevel(user, 'Basic explanation');
    expect(within(panel).getAllByText('No Keywords')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Similar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Similar Keywords' });
    expect(within(dialog).getByText('No Keywords')).toBeInTheDocument();
  });

  it('intermediate: draws the heat map with values rounded to 2 decimals', async () => {
    answerSimilarity(FIXTURE);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const panel = await openLevel(user, 'Intermediate explanation');
    expect(within(panel).getByRole('heading', { name: 'Interest Similarity Model' })).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: /Similarity of your top interests/ });
    const row = within(table).getByRole('row', { name: /^mooc/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0.62', '0.31']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1.00', '0.53', '0.62', '0.31']);
    expect(within(panel).getByText('Similarity:')).toBeInTheDocument();
  });

  it('a tab switch shows a level already drawn: the heat map and the bars are not drawn again (issue 28: interactions under 200 ms)', async () => {
    answerSimilarity(FIXTURE);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const intermediate = await openLevel(user, 'Intermediate explanation');
    const heat = within(intermediate).getByRole('table', { name: /Similarity of your top interests/ });
    const advanced = await openLevel(user, 'Advanced explanation');
    const bars = within(advanced).getByRole('table', { name: /Interest weights/ });
    expect(intermediate).not.toBeVisible();
    await openLevel(user, 'Intermediate explanation');
    await openLevel(user, 'Advanced explanation');
    expect(within(intermediate).getByRole('table', { name: /Similarity of your top interests/, hidden: true })).toBe(heat);
    expect(within(advanced).getByRole('table', { name: /Interest weights/ })).toBe(bars);
  });

  it('intermediate: says No Keywords without interests', async () => {
    answerSimilarity(EMPTY);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const panel = await openLevel(user, 'Intermediate explanation');
    expect(within(panel).getByText('No Keywords: one of you has no interests to compare yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('advanced: heads the mirrored bars with the score and shows the explanation image from the help button', async () => {
    answerSimilarity(FIXTURE);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const panel = await openLevel(user, 'Advanced explanation');
    expect(within(panel).getByRole('heading', { name: 'User Similarity Model' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Score: 81.37%' })).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: /Interest weights/ });
    expect(within(within(table).getByRole('row', { name: /dashboard/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1.6', '2.5']);

    await user.click(within(panel).getByRole('button', { name: 'How is the score computed?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How the similarity score is computed' });
    expect(within(dialog).getByRole('img', { name: 'How the similarity score is computed' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Score = cosine × 100/, { selector: 'li' })).toBeInTheDocument();
  });

  it('advanced: says the score in words and No Keywords without interests', async () => {
    answerSimilarity(EMPTY);
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const panel = await openLevel(user, 'Advanced explanation');
    expect(within(panel).getByRole('heading', { name: 'Score: not available' })).toBeInTheDocument();
    expect(within(panel).getByText('No Keywords: one of you has no interests to compare yet.')).toBeInTheDocument();
  });

  it('asks the server for the similarity once for the header and all three levels', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/interests/similarity/:id/'), () => {
        calls += 1;
        return HttpResponse.json(FIXTURE);
      }),
    );
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    await openLevel(user, 'Advanced explanation');
    await openLevel(user, 'Intermediate explanation');
    await openLevel(user, 'Basic explanation');
    await settle();
    expect(calls).toBe(1);
  });
});

describe('/app/profile/{id}: comparison slider', () => {
  it('moves through the six charts with the buttons and the arrow keys, showing the position', async () => {
    const { user } = renderRoute(`/app/profile/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    const slider = await screen.findByRole('region', { name: 'Side by side' });
    const position = within(slider).getByTestId('slide-position');
    expect(position).toHaveTextContent('1 of 6');
    expect(within(slider).getByRole('heading', { name: 'Top interests' })).toBeInTheDocument();
    // both users' pies, each with its table of values
    expect(await within(slider).findByRole('table', { name: 'Your top 5 interests' })).toBeInTheDocument();
    expect(await within(slider).findByRole('table', { name: "Mateo Alvarez's top 5 interests" })).toBeInTheDocument();

    await user.click(within(slider).getByRole('button', { name: 'Next chart' }));
    expect(position).toHaveTextContent('2 of 6');
    expect(within(slider).getByRole('heading', { name: 'Publications per year' })).toBeInTheDocument();

    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('3 of 6');
    expect(within(slider).getByRole('heading', { name: 'Tweets per year' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(position).toHaveTextContent('6 of 6');
    expect(within(slider).getByRole('heading', { name: 'Paper keyword trend' })).toBeInTheDocument();
    await user.click(within(slider).getByRole('button', { name: 'Previous chart' }));
    expect(within(slider).getByRole('heading', { name: 'Twitter keyword trend' })).toBeInTheDocument();
  });
});
