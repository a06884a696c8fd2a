import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabId = 'tweets' | 'people' | 'saved';
export const TABS: { id: TabId; label: string }[] = [
  { id: 'tweets', label: 'Tweets' },
  { id: 'people', label: 'People' },
  { id: 'saved', label: 'Saved Tweets' },
];

/** Tweets / People / Saved Tweets as an ARIA tab list (arrow keys move between tabs). */
export function Tabs({ active, onChange, children }: { active: TabId; onChange: (tab: TabId) => void; children: ReactNode }) {
  const refs = useRef(new Map<TabId, HTMLButtonElement>());
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = index + step;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else if (step === 0) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <>
      <div className="nav nav-tabs mb-3" role="tablist" aria-label="Recommendations">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`rima-tab-${tab.id}`}
            aria-controls={`rima-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={`nav-link${active === tab.id ? ' active' : ''}`}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
            }}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div key={active} role="tabpanel" id={`rima-panel-${active}`} aria-labelledby={`rima-tab-${active}`} className="rima-tab-panel" tabIndex={0}>
        {children}
      </div>
    </>
  );
}
