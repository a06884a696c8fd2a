import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/node';

type FakeInterest = { id: number; keyword: string; weight: number };

/** A small stateful stand-in for the long-term interest endpoints, so tests know the data they start from. */
export function fakeInterestsServer(initial: readonly FakeInterest[]) {
  let list = initial.map((item) => ({ ...item }));
  let nextId = 1000;
  const posted: unknown[] = [];
  const deleted: number[] = [];
  const toJson = () =>
    [...list]
      .sort((a, b) => b.weight - a.weight)
      .map((item) => ({ ...item, source: 'Manual', original_keyword: '', original_keywords: [], categories: [], tweet_ids: [], papers: [], tweets: [], user: 1 }));

  server.use(
    http.get(`${env.apiUrl}/api/interests/long-term/`, () => HttpResponse.json(toJson())),
    http.post(`${env.apiUrl}/api/interests/long-term/`, async ({ request }) => {
      const body = (await request.json()) as { keywords: { name: string; weight: number }[] };
      posted.push(body);
      for (const row of body.keywords) {
        const name = row.name.toLowerCase();
        const existing = list.find((item) => item.keyword === name);
        if (existing) existing.weight = Number(row.weight);
        else list.push({ id: nextId++, keyword: name, weight: Number(row.weight) });
      }
      return HttpResponse.json({});
    }),
    http.delete(`${env.apiUrl}/api/interests/long-term/:id/`, ({ params }) => {
      const id = Number(params.id);
      if (!list.some((item) => item.id === id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      list = list.filter((item) => item.id !== id);
      deleted.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, deleted, current: () => list };
}
