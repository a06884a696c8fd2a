import { configure, screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';

export const SLOW = { timeout: 8000 };

configure({ asyncUtilTimeout: 8000 });

/** Opens Tweets & People as the seeded demo user and waits for the tags and the first tweets. */
export async function openScanner(path = '/recommendation/twitter-scanner/1') {
  const rendered = renderRoute(path, { user: 'demo@example.org' });
  await screen.findByRole('heading', { level: 1, name: 'Tweets & People' }, SLOW);
  await screen.findByRole('list', { name: 'Tags' }, SLOW);
  return rendered;
}

export const tagList = () => screen.getByRole('list', { name: 'Tags' });

/** Tag texts in their order on screen. */
export function tagTexts(): string[] {
  return within(tagList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.rima-tag-text')?.textContent ?? '');
}

export const tweetList = () => screen.findByRole('list', { name: 'Recommended tweets' }, SLOW);

/** The tag named on each tweet card, in order. */
export async function tweetTags(): Promise<string[]> {
  const list = await tweetList();
  return within(list)
    .getAllByRole('article')
    .map((card) => /Tag: ([^(]+)/.exec(card.textContent ?? '')?.[1]?.trim() ?? '');
}

export const tagInput = () => screen.getByRole('combobox', { name: 'Add a tag' });
