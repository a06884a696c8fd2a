import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { LakViews } from '@/backend/lak/backend';
import { server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';
import { findCard, SLOW } from '../test/helpers';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

const USER = { user: 'demo@example.org' };

/** Opens the publications of the word cloud's first topic, whose answer has `count` publications. */
async function openPublications(count: number, abstractOf = (title: string) => `The abstract of ${title}.`) {
  const titles = Array.from({ length: count }, (_, i) => `Paper number ${i + 1}`);
  server.use(
    http.get(`${env.conferenceApiUrl}getabstractdetails/*`, () =>
      HttpResponse.json({ abstractview: [titles, titles.map(abstractOf), titles.map((_, i) => `Paper${i + 1}`)] }),
    ),
  );
  const rendered = renderRoute('/app/topicscompare', USER);
  const cloud = await findCard('Top 10 topics of LAK 2011 as a word cloud');
  const word = (lak.wordCloud('topics', '10', '2011') as { topics: { text: string }[] }).topics[0]?.text ?? '';
  await rendered.user.click(within(await within(cloud).findByRole('list', { name: /Top topics of LAK 2011/ }, SLOW)).getByRole('button', { name: word }));
  const dialog = await screen.findByRole('dialog', { name: `List of Publications related to the topic ${word}` });
  return { ...rendered, dialog, word };
}

/** The titles in the table's rows (the header row left out). */
function rowTitles(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

describe('the publications of a conference topic', () => {
  it('shows ten at a time through the shared Show more', async () => {
    const { user, dialog } = await openPublications(25);
    expect(await within(dialog).findByText('25 publication(s) of LAK 2011, most mentions first.')).toBeInTheDocument();
    expect(rowTitles(dialog)).toHaveLength(10);
    expect(within(dialog).getByText('Showing 10 of 25 publications')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Show more publications' }));
    expect(rowTitles(dialog)).toHaveLength(20);
    expect(within(dialog).getByText('Showing 20 of 25 publications')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Show more publications' }));
    expect(rowTitles(dialog)).toHaveLength(25);
    expect(rowTitles(dialog)[24]).toBe('Paper number 25');
    expect(within(dialog).queryByRole('button', { name: 'Show more publications' })).not.toBeInTheDocument();
  });

  it('offers no Show more when every publication is shown', async () => {
    const { dialog } = await openPublications(3);
    expect(await within(dialog).findByText('3 publication(s) of LAK 2011, most mentions first.')).toBeInTheDocument();
    expect(rowTitles(dialog)).toEqual(['Paper number 1', 'Paper number 2', 'Paper number 3']);
    expect(within(dialog).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('cuts a long abstract with the term marked in the cut and in the full text', async () => {
    const word = (lak.wordCloud('topics', '10', '2011') as { topics: { text: string }[] }).topics[0]?.text ?? '';
    const abstract = `${word} first. ${'filler text '.repeat(50)}${word} last.`;
    const { user, dialog } = await openPublications(1, () => abstract);
    const cell = (await within(dialog).findAllByRole('cell'))[2] as HTMLElement;
    expect([...cell.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase())).toEqual([word.toLowerCase()]);
    expect(cell).not.toHaveTextContent(`${word} last.`);

    await user.click(within(cell).getByRole('button', { name: `Show all ${abstract.length} characters` }));
    expect([...cell.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase())).toEqual([word.toLowerCase(), word.toLowerCase()]);
    expect(cell).toHaveTextContent(`${word} last.`);
    expect(within(cell).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
