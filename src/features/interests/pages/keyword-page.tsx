import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, type Location } from 'react-router-dom';
import { InterestsCloud } from '@/components/charts/interests-cloud';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { ownInterestsQuery } from '../api/queries';
import { InterestEditor } from '../components/interest-editor';
import { interestsToRows } from '../lib/keyword-rows';

/** The editor stays while the path does (the query may change). */
const staysOnPage = (current: Location, next: Location) => next.pathname === current.pathname;

/** /app/keyword and /app/Keyword: 'Manage Interests' of the logged-in user, the editor of the dialog inline. */
export function Component() {
  const interests = useQuery(ownInterestsQuery());
  // a new version re-reads the rows from the server after a save
  const [version, setVersion] = useState(0);
  const ownId = session.getOwnId();
  const editorRef = useRef<HTMLDivElement>(null);

  // a save re-reads the rows into a fresh editor: keep focus on its Save button
  useEffect(() => {
    if (version > 0) editorRef.current?.querySelector<HTMLElement>('form[aria-label="Interests"] button[type="submit"]')?.focus();
  }, [version]);

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0">Manage Interests</h1>
        {ownId !== null ? (
          <Link to={paths.cloudChart(ownId)} className="btn btn-sm btn-outline-secondary ms-auto">
            Back
          </Link>
        ) : null}
      </div>
      <div className="card-body">
        <QueryState query={interests}>
          {(data) => (
            <div className="row g-4">
              <div className="col-xl-7" ref={editorRef}>
                <InterestEditor key={version} initialRows={interestsToRows(data)} onSaved={() => setVersion((v) => v + 1)} staysOn={staysOnPage} />
              </div>
              <div className="col-xl-5">
                <InterestsCloud interests={data} />
              </div>
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
