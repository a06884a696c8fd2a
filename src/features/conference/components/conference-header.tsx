import type { ReactNode } from 'react';
import { ConferenceSelect } from './controls';
import './conference.css';

/** The header of every conference screen: the page's one h1, an optional line of text and the conference selector. */
export function ConferenceHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="card shadow-sm mb-3">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h1 className="h4 mb-0">{title}</h1>
          {children ? <p className="text-muted small mb-0">{children}</p> : null}
        </div>
        <ConferenceSelect />
      </div>
    </header>
  );
}
