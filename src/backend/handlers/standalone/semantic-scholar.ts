/**
 * GET /api/standalone/semantic-scholar/authors/{id}/ (public): the author a registration names, as
 * Semantic Scholar knows it (name, page, affiliations, paper count), for "… is this you?". An
 * unknown id answers 404 with the sentence to show; Semantic Scholar unreachable, busy or strange
 * answers 503 with the source's own sentence.
 */
import { json } from '../../http-helpers';
import { isCancelled, SourceError } from '../../sources/http';
import { getAuthor } from '../../sources/semantic-scholar';
import type { Route } from '../route';

export const semanticScholarRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/standalone/semantic-scholar/authors/:id/',
    auth: 'public',
    handle: async (ctx) => {
      // the path's parameter, decoded as the servers do (handlers/route.ts)
      const id = ctx.params[0] ?? '';
      try {
        // a short check: one retry, then the form lets the user go on
        const author = await getAuthor(ctx.backend.sources, id, { retries: 1, signal: ctx.request.signal });
        return json({ author_id: author.authorId, name: author.name, url: author.url, affiliations: author.affiliations, paper_count: author.paperCount });
      } catch (error) {
        if (error instanceof SourceError && error.kind === 'not-found') return json({ detail: error.message }, 404);
        if (isCancelled(error)) return json({ detail: 'Cancelled.' }, 503);
        return json({ detail: error instanceof SourceError ? error.message : 'Semantic Scholar could not be reached.' }, 503);
      }
    },
  },
];
