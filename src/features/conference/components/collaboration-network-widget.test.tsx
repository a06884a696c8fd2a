import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';
import { findCard, SLOW } from '../test/helpers';

/** The links the drawing was last given. */
const drawn = vi.hoisted(() => ({ links: [] as { source: unknown; target: unknown }[] }));

// jsdom has no canvas: let the widget believe it can draw, with a stand-in for the force layout that,
// like d3-force under react-force-graph-2d, fails on a link whose end is not among the nodes
vi.mock('@/components/charts/word-cloud-layout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/charts/word-cloud-layout')>()),
  canMeasureText: () => true,
}));
vi.mock('react-force-graph-2d', () => ({
  default: function ForceGraphStandIn({ graphData }: { graphData: { nodes: { id: string }[]; links: { source: string; target: string }[] } }) {
    const ids = new Set(graphData.nodes.map((node) => node.id));
    graphData.links.forEach((link) => {
      [link.source, link.target].forEach((end) => {
        if (!ids.has(end)) throw new Error(`node not found: ${end}`);
      });
    });
    drawn.links = graphData.links;
    return <canvas aria-label="force layout stand-in" />;
  },
}));

const USER = { user: 'demo@example.org' };

describe('collaboration network with a link to a researcher who is not a node', () => {
  it('drops the link, draws the rest and says how many links were dropped', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${env.conferenceApiUrl}getalltitles/*`, () =>
        HttpResponse.json({
          titles: {
            nodes: [
              { id: 'A. Ammari', size: 140 },
              { id: 'D. L. Lindqvist', size: 70 },
            ],
            links: [
              { source: 'A. Ammari', target: 'D. L. Lindqvist' },
              { source: 'Ghost Author', target: 'D. L. Lindqvist' },
            ],
          },
        }),
      ),
    );
    renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher collaboration network');
    expect(await within(card).findByLabelText('force layout stand-in', undefined, SLOW)).toBeInTheDocument();
    expect(drawn.links).toEqual([{ source: 'A. Ammari', target: 'D. L. Lindqvist' }]);
    expect(within(card).queryByText('This chart could not be drawn.')).not.toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Researchers in the network' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['A. Ammari', 'D. L. Lindqvist']);
    expect(within(card).getByText('2 researchers, 1 co-author links.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(within(card).getByText('1 co-author link was left out: the server named a researcher who is not in the network.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comparison of Researchers' })).toBeInTheDocument();
  });
});

describe('collaboration network with more researchers than the list shows at first', () => {
  it('lists the first 24 and the rest through the shared Show more', async () => {
    const nodes = Array.from({ length: 30 }, (_, i) => ({ id: `Researcher ${String(i + 1).padStart(2, '0')}`, size: 100 - i }));
    server.use(
      http.get(`${env.conferenceApiUrl}getalltitles/*`, () =>
        HttpResponse.json({ titles: { nodes, links: nodes.slice(1).map((node) => ({ source: 'Researcher 01', target: node.id })) } }),
      ),
    );
    const { user } = renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher collaboration network');
    const list = await within(card).findByRole('list', { name: 'Researchers in the network' }, SLOW);
    expect(within(list).getAllByRole('button')).toHaveLength(24);
    expect(within(list).getAllByRole('button')[23]).toHaveTextContent('Researcher 24');
    expect(within(card).getByText('30 researchers, 29 co-author links.')).toBeInTheDocument();
    expect(within(card).getByText('Showing 24 of 30 researchers')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show more researchers' }));
    expect(within(list).getAllByRole('button')).toHaveLength(30);
    expect(within(list).getAllByRole('button')[29]).toHaveTextContent('Researcher 30');
    expect(within(card).queryByRole('button', { name: 'Show more researchers' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/Showing \d+ of/)).not.toBeInTheDocument();
  });
});

describe('following a researcher of the network (standalone build)', () => {
  it("offers Follow in the researcher's publications, with the id their papers give, and it sticks", async () => {
    server.use(
      http.get(`${env.conferenceApiUrl}getalltitles/*`, () => HttpResponse.json({ titles: { nodes: [{ id: 'A. Ammari', size: 140 }, { id: 'B. Chen', size: 70 }], links: [{ source: 'A. Ammari', target: 'B. Chen' }] } })),
      http.get(`${env.conferenceApiUrl}getallauthorslist/*`, () =>
        HttpResponse.json({ authors: ['https://www.semanticscholar.org/author/2110923', 1, ['https://www.semanticscholar.org/paper/7c3b'], ['B. Chen,A. Ammari'], ['Supporting teachers'], ['3301245,2110923']] }),
      ),
    );
    const { user } = renderRoute('/app/topicsauthors', { ...USER, demoMode: true });
    const card = await findCard('Researcher collaboration network');
    const list = await within(card).findByRole('list', { name: 'Researchers in the network' }, SLOW);
    await user.click(within(list).getByRole('button', { name: 'A. Ammari' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Follow A. Ammari' }, SLOW));
    expect(await within(dialog).findByRole('button', { name: 'Following A. Ammari' })).toHaveAttribute('aria-pressed', 'true');
    expect(db.state().following?.map((row) => [row.authorId, row.name])).toEqual([['2110923', 'A. Ammari']]);
  });

  it('is not offered by a RIMA server build', async () => {
    server.use(
      http.get(`${env.conferenceApiUrl}getalltitles/*`, () => HttpResponse.json({ titles: { nodes: [{ id: 'A. Ammari', size: 140 }], links: [] } })),
      http.get(`${env.conferenceApiUrl}getallauthorslist/*`, () => HttpResponse.json({ authors: ['https://www.semanticscholar.org/author/2110923', 1, ['u'], ['A. Ammari'], ['T'], ['2110923']] })),
    );
    const { user } = renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher collaboration network');
    const list = await within(card).findByRole('list', { name: 'Researchers in the network' }, SLOW);
    await user.click(within(list).getByRole('button', { name: 'A. Ammari' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: /Researcher profile of A. Ammari/ }, SLOW);
    expect(within(dialog).queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });
});
