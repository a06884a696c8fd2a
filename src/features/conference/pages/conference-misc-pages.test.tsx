import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLongTermInterests } from '@/api/user/interests';
import { session } from '@/lib/session';
import * as lak from '@/mocks/lak/backend';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { failConferenceEndpoint, findCard, SLOW } from '../test/helpers';

const USER = { user: 'demo@example.org' };

describe('/app/topicsresearch (Comparison of Conference(s))', () => {
  it('shows the header, the conference select and the researcher-versus-conference image', async () => {
    const { user } = renderRoute('/app/topicsresearch', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comparison of Conference(s)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('LAK');
    const card = await findCard('Researcher compared with the conference');
    const researcher = await within(card).findByRole('combobox', { name: 'Researcher' });
    expect(researcher).toHaveValue('A. Ammari');
    expect(within(researcher).getAllByRole('option')).toHaveLength(lak.allAuthors().authors.length);
    expect(await within(card).findByRole('img', { name: 'Venn diagram of the topics of A. Ammari and of the LAK conference, all years' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(within(card).getByRole('button', { name: 'Keyword' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Year' }), '2014');
    expect(await within(card).findByRole('img', { name: 'Venn diagram of the keywords of A. Ammari and of the LAK conference, 2014' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the comparison fails', async () => {
    server.use(failConferenceEndpoint('authorconfcomparison'));
    renderRoute('/app/topicsresearch', USER);
    const card = await findCard('Researcher compared with the conference');
    expect(await within(card).findByRole('alert')).toHaveTextContent('The server failed to answer.');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/app/topicsrecommend (Publications)', () => {
  it("lists LAK publications for the user's top interests, each with year, title and a link", async () => {
    const { user } = renderRoute('/app/topicsrecommend', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('LAK');
    const interests = await getLongTermInterests(session.getOwnId() as number);
    const top = [...interests].sort((a, b) => b.weight - a.weight).slice(0, 5);
    expect(top.length).toBeGreaterThan(0);
    expect(await screen.findByText(`Your ${top.length} heaviest interests: ${top.map((i) => i.keyword).join(', ')}.`)).toBeInTheDocument();

    const withPapers = top.find((interest) => (lak.abstractDetails(interest.keyword, '2020').abstractview[0] ?? []).length > 0);
    expect(withPapers).toBeDefined();
    const term = withPapers?.keyword ?? '';
    const titles = lak.abstractDetails(term, '2020').abstractview[0] ?? [];
    const section = screen.getByRole('region', { name: `Publications about ${term}` });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(Math.min(5, titles.length));
    expect(items[0]).toHaveTextContent('2020');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent(titles[0] as string);
    if (titles.length > 5) {
      // the shared Show more: five more at a time
      expect(within(section).getByText(`Showing 5 of ${titles.length} publications`)).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Show more publications' }));
      expect(within(section).getAllByRole('listitem')).toHaveLength(Math.min(10, titles.length));
    } else {
      expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    }
  });
});

describe('/app/topicform', () => {
  it('is reachable and leads to the conference screens', async () => {
    renderRoute('/app/topicform', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference topics' }, SLOW)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Conference screens' });
    expect(within(nav).getByRole('link', { name: 'Topic Trends' })).toHaveAttribute('href', '/app/topicbar');
    await waitFor(() => expect(screen.queryByRole('link', { name: /topic form/i })).not.toBeInTheDocument());
  });
});
