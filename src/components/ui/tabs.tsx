import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

type TabsProps<K extends string> = {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** names the tab list for assistive technology */
  label: string;
  /** Bootstrap's tabs (default) or wrapping pills, for many tabs on a narrow screen */
  variant?: 'tabs' | 'pills';
  /** keep every panel mounted (hidden when not selected), so input and results survive a visit elsewhere */
  keepMounted?: boolean;
  /** the spec's 0.6 s fade-in of a newly selected panel (none with reduced motion) */
  fade?: boolean;
};

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'Home', 'End']);

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs. Tabs stay on one
 * row on a narrow screen (a long label wraps inside its tab); pills wrap. Only the selected
 * panel is drawn unless `keepMounted`.
 */
export function Tabs<K extends string>({ items, selected, onSelect, label, variant = 'tabs', keepMounted = false, fade = false }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    if (!NEXT_KEYS.has(event.key)) return;
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key as 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End'];
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };
  const listClass = variant === 'pills' ? 'nav nav-pills flex-wrap gap-1 mb-3 border-bottom pb-2' : 'nav nav-tabs flex-nowrap mb-3';
  return (
    <>
      <div className={listClass} role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-controls={`${baseId}-panel-${item.key}`}
            aria-selected={item.key === selected}
            tabIndex={item.key === selected ? 0 : -1}
            className={`nav-link${variant === 'pills' ? ' text-nowrap' : ''}${item.key === selected ? ' active' : ''}`}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selected}
          tabIndex={0}
          className={fade ? 'rima-tab-fade' : undefined}
        >
          {keepMounted || item.key === selected ? item.panel : null}
        </div>
      ))}
    </>
  );
}
