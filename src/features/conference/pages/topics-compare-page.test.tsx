import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LakViews } from '@/backend/lak/backend';
import { renderRoute } from '@/test/render-route';
import { findCard, SLOW, tableRowHeaders } from '../test/helpers';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

const USER = { user: 'demo@example.org' };

describe('/app/topicscompare (Topic Overview)', () => {
  it('opens on the Conferences tab with the topic cloud, common topics and across-years charts', async () => {
    const { user } = renderRoute('/app/topicscompare', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Overview' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Conferences' })).toHaveAttribute('aria-selected', 'true');
    const cloud = await findCard('Top 10 topics of LAK 2011 as a word cloud');
    const words = (lak.wordCloud('topics', '10', '2011') as { topics: { text: string }[] }).topics.map((w) => w.text);
    expect(tableRowHeaders(await within(cloud).findByRole('table'))).toEqual(words);
    expect(await findCard('Common topics of 2011 and 2012')).toBeInTheDocument();
    expect(await findCard('Distribution of topics across years')).toBeInTheDocument();

    // a word opens the list of its publications
    const cloudWords = within(cloud).getByRole('list', { name: /Top topics of LAK 2011/ });
    await user.click(within(cloudWords).getByRole('button', { name: words[0] }));
    expect(await screen.findByRole('dialog', { name: `List of Publications related to the topic ${words[0]}` })).toBeInTheDocument();
  });

  it('changes the cloud to 5 keywords of another year', async () => {
    const { user } = renderRoute('/app/topicscompare', USER);
    const cloud = await findCard('Top 10 topics of LAK 2011 as a word cloud');
    await within(cloud).findByRole('table');
    await user.click(within(cloud).getByRole('button', { name: 'Keyword' }));
    await user.selectOptions(within(cloud).getByRole('combobox', { name: 'Count' }), '5');
    await user.selectOptions(within(cloud).getByRole('combobox', { name: 'Year' }), '2019');
    const card = await findCard('Top 5 keywords of LAK 2019 as a word cloud');
    const words = (lak.wordCloud('keys', '5', '2019') as { keywords: { text: string }[] }).keywords.map((w) => w.text);
    await waitFor(() => expect(tableRowHeaders(within(card).getByRole('table'))).toEqual(words));
  });

  it('shows the network and the researcher comparison on the Researchers tab (arrow keys move between tabs)', async () => {
    const { user } = renderRoute('/app/topicscompare', USER);
    const tab = await screen.findByRole('tab', { name: 'Conferences' }, SLOW);
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Researchers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Researchers' })).toHaveFocus();
    expect(await findCard('Researcher collaboration network')).toBeInTheDocument();
    expect(await findCard('Researcher comparison')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /word cloud/ })).not.toBeInTheDocument();
  });
});
