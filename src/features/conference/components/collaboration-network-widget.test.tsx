import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
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
    expect(within(card).getByText(/Showing 2 of 2 researchers, 1 co-author links\./)).toBeInTheDocument();
    expect(within(card).getByText('1 co-author link was left out: the server named a researcher who is not in the network.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comparison of Researchers' })).toBeInTheDocument();
  });
});
