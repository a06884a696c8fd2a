import { configure, screen, within } from '@testing-library/react';
import { serveLongTermInterests, weightedInterests } from '@/test/long-term-interests';
import { renderRoute } from '@/test/render-route';

export const SLOW = { timeout: 8000 };

configure({ asyncUtilTimeout: 8000 });

/** The interests the tests start from (heaviest first); the sixth is left out of the tags. */
export const INTERESTS = [
  ['learning analytics', 5],
  ['dashboard', 4.5],
  ['self-regulated learning', 4],
  ['feedback', 3.5],
  ['data literacy', 3],
  ['moocs', 1.2],
] as const;

/** Answers the user's long-term interests with INTERESTS, so the tests do not depend on the seed's interest modelling. */
export function stubInterests() {
  serveLongTermInterests(weightedInterests(INTERESTS), { user: 'any' });
}

/** Opens Tweets & People as the seeded demo user (with INTERESTS) and waits for the tags. */
export async function openScanner(path = '/recommendation/twitter-scanner/1') {
  stubInterests();
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
