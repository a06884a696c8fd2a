import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { env } from '@/config/env';
import { htmlServerError } from '@/backend/http-helpers';

/** Pages are lazy routes that load their chart code: the first render of a test file takes a while. */
export const SLOW = { timeout: 8000 };

/** The chart card whose heading matches `name` (waits for it). */
export async function findCard(name: RegExp | string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name }, SLOW);
  const card = heading.closest('section');
  if (!card) throw new Error(`no card around ${String(name)}`);
  return card;
}

/** Scope queries to one card. */
export function inCard(card: HTMLElement) {
  return within(card);
}

/** The first data cells (row headers) of the visually hidden table with this caption. */
export function tableRowHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Every request to one conference endpoint answers the real server's HTML 500 page. */
export function failConferenceEndpoint(name: string) {
  return http.get(`${env.conferenceApiUrl}${name}*`, () => htmlServerError());
}

/** Records the conference paths requested (the request still reaches the mock backend). */
export function recordConferenceRequests(into: string[]) {
  return http.get(`${env.conferenceApiUrl}*`, ({ request }) => {
    const url = new URL(request.url);
    into.push(`${url.pathname}${url.search}`.replace(new URL(env.conferenceApiUrl).pathname, ''));
    return undefined;
  });
}

/** The terms a set diagram's visible list shows (its buttons' or links' text, without hidden suffixes). */
export function listedTerms(card: HTMLElement, list: string): string[] {
  return within(within(card).getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => {
      const control = item.querySelector('a, button');
      const hidden = control?.querySelector('.visually-hidden')?.textContent ?? '';
      return (control?.textContent ?? item.textContent ?? '').replace(hidden, '');
    });
}
