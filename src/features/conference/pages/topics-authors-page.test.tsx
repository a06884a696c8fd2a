import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { LakViews } from '@/backend/lak/backend';
import { renderRoute } from '@/test/render-route';
import { defaultNetworkTerm } from '../lib/transforms';
import { failConferenceEndpoint, findCard, SLOW, tableRowHeaders } from '../test/helpers';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

const USER = { user: 'demo@example.org' };

function graphNodes(term: string, year: string): string[] {
  const body = lak.collaborationGraph(term, year) as { titles: { nodes: { id: string }[] } };
  return body.titles.nodes.map((node) => node.id);
}

describe('/app/topicsauthors (Comparison of Researchers)', () => {
  it("lists the network of 2011 for 'Learning' and opens a researcher's publications", async () => {
    const { user } = renderRoute('/app/topicsauthors', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comparison of Researchers' }, SLOW)).toBeInTheDocument();
    const card = await findCard('Researcher collaboration network');
    expect(within(card).getByRole('combobox', { name: 'Year' })).toHaveValue('2011');
    expect(await within(card).findByRole('combobox', { name: 'Topic' })).toHaveValue('Learning');

    const list = await within(card).findByRole('list', { name: 'Researchers in the network' });
    const expected = graphNodes('Learning', '2011');
    expect(within(list).getAllByRole('button')).toHaveLength(Math.min(24, expected.length));
    expect(within(card).getByText(`${expected.length} researchers,`, { exact: false })).toBeInTheDocument();
    if (expected.length > 24) expect(within(card).getByText(`Showing 24 of ${expected.length} researchers`)).toBeInTheDocument();
    else expect(within(card).queryByRole('button', { name: 'Show more researchers' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'A. Ammari' }));
    const details = lak.nodeDetails('A. Ammari', 'Learning', '2011');
    const count = details.authors[1] as number;
    const dialog = await screen.findByRole('dialog', { name: `${count} Publication(s) related to the topic Learning` });
    const titles = details.authors[4] as string[];
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(titles.length);
    expect(within(dialog).getByRole('link', { name: new RegExp(titles[0]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? '') })).toHaveAttribute(
      'href',
      expect.stringContaining('semanticscholar.org/search?q='),
    );
    expect(within(dialog).getByRole('link', { name: /Researcher profile of A\. Ammari/ })).toHaveAttribute('href', details.authors[0] as string);
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches the network to keywords and picks the first keyword when there is no Learning', async () => {
    const { user } = renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher collaboration network');
    await within(card).findByRole('combobox', { name: 'Topic' });
    await user.click(within(card).getByRole('button', { name: 'Keyword' }));
    expect(within(card).getByRole('button', { name: 'Keyword' })).toHaveAttribute('aria-pressed', 'true');
    const expectedTerm = defaultNetworkTerm(lak.yearOptions('keys', '2011').keywords) as string;
    expect(await within(card).findByRole('combobox', { name: 'Keyword' })).toHaveValue(expectedTerm);
  });

  it('compares two preset researchers over all years in topic mode, with common topics as scholar links', async () => {
    const { user } = renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher comparison');
    expect(within(card).getByRole('combobox', { name: 'Year' })).toHaveValue('all years');
    expect(await within(card).findByRole('combobox', { name: 'First researcher' })).toHaveValue('A. Ammari');
    expect(within(card).getByRole('combobox', { name: 'Second researcher' })).toHaveValue('B. Chen');
    expect(within(card).getByRole('button', { name: 'Topic' })).toHaveAttribute('aria-pressed', 'true');
    const table = await within(card).findByRole('table', { name: /each researcher's topics, all years/ });
    expect(tableRowHeaders(table)).toEqual(['A. Ammari', 'B. Chen']);

    const body = lak.authorTopicDetails(['A. Ammari', 'B. Chen', 'all years', 'topic']);
    const common = (body.authortopics?.[3] ?? []) as string[];
    expect(common.length).toBeGreaterThan(0);
    const links = within(within(card).getByRole('list', { name: 'Common topics' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (search in Semantic Scholar, opens in a new tab)', ''))).toEqual(common);

    await user.click(within(card).getByRole('button', { name: 'Keyword' }));
    expect(await within(card).findByRole('table', { name: /each researcher's keywords, all years/ })).toBeInTheDocument();
  });

  it("says 'No common topics/keywords found' when the researchers share nothing", async () => {
    server.use(
      http.get(`${env.conferenceApiUrl}getauthortopicdetails/`, () =>
        HttpResponse.json({ authortopics: [['Data', 'Assessment'], [[3, 0], [0, '2']], ['A. Ammari', 'B. Chen'], []] }),
      ),
    );
    renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher comparison');
    expect(await within(card).findByText('No common topics/keywords found')).toBeInTheDocument();
    const table = within(card).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Researcher', 'Data', 'Assessment']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('A. Ammari1000');
  });

  it('keeps the page usable when every conference endpoint fails: says once that the server cannot answer, not in each card', async () => {
    server.use(failConferenceEndpoint(''));
    renderRoute('/app/topicsauthors', USER);
    const network = await findCard('Researcher collaboration network');
    const comparison = await findCard('Researcher comparison');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The server cannot answer conference data now.');
    expect(await within(network).findByText('Not loaded.')).toBeInTheDocument();
    expect(await within(comparison).findByText('Not loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Comparison of Researchers' })).toBeInTheDocument();
  });
});
