import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabSpec = { id: string; label: string; content: ReactNode };

/** Tabs with the ARIA tabs pattern: arrow keys move between tabs, only the active panel is mounted. */
export function Tabs({ tabs, label }: { tabs: readonly TabSpec[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    setActive(tabs[next]?.id ?? active);
    refs.current[next]?.focus();
  };
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  return (
    <>
      <div className="nav nav-tabs mb-3" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={tab.id === current?.id}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className={`nav-link${tab.id === current?.id ? ' active' : ''}`}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKey(event, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div key={current.id} role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} className="conf-tabpanel">
          {current.content}
        </div>
      ) : null}
    </>
  );
}
