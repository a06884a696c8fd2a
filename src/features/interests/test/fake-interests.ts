import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { longTermInterestsJson, type InterestSource as Source } from '@/test/long-term-interests';

type FakeInterest = { id: number; keyword: string; weight: number; source?: Source };
type PostedRow = { name: string; weight: number; source?: Source; id?: number };

/**
 * A small stateful stand-in for the long-term interest endpoints, so tests know the data they start
 * from. `mode` is what POST does with interests its list leaves out: keep them ('upsert', the released
 * backend) or delete them ('replace', the development line). `requests` lists every write in order.
 */
export function fakeInterestsServer(initial: readonly FakeInterest[], { mode = 'upsert' }: { mode?: 'upsert' | 'replace' } = {}) {
  let list = initial.map((item) => ({ source: 'Manual' as Source, ...item }));
  let nextId = 1000;
  const posted: { keywords: PostedRow[] }[] = [];
  const deleted: number[] = [];
  const requests: string[] = [];
  const toJson = () => longTermInterestsJson([...list].sort((a, b) => b.weight - a.weight || a.id - b.id));

  server.use(
    http.get(`${env.apiUrl}/api/interests/long-term/`, () => HttpResponse.json(toJson())),
    http.post(`${env.apiUrl}/api/interests/long-term/`, async ({ request }) => {
      const body = (await request.json()) as { keywords: PostedRow[] };
      posted.push(body);
      requests.push('POST');
      for (const row of body.keywords) {
        const name = row.name.toLowerCase();
        const existing = list.find((item) => item.keyword === name);
        if (existing) existing.weight = Number(row.weight);
        else list.push({ id: nextId++, keyword: name, weight: Number(row.weight), source: 'Manual' });
      }
      if (mode === 'replace') {
        const names = new Set(body.keywords.map((row) => row.name.toLowerCase()));
        list = list.filter((item) => names.has(item.keyword));
      }
      return HttpResponse.json({});
    }),
    http.delete(`${env.apiUrl}/api/interests/long-term/:id/`, ({ params }) => {
      const id = Number(params.id);
      requests.push(`DELETE ${id}`);
      if (!list.some((item) => item.id === id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      list = list.filter((item) => item.id !== id);
      deleted.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, deleted, requests, current: () => list };
}
