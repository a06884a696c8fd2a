import { useId, type ReactNode } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { HintButton } from '@/components/ui/hint-button';
import { ALL_YEARS, CONFERENCES, LAK_COUNTS, conferenceLabel, isLakYear, lakConference, type ConferenceMode, type LakCount, type LakYear, type YearOrAll } from '@/api/conference';
import { useDemoBackend } from '@/lib/demo-mode';
import { useChooseConference, useChosenConference } from '../lib/chosen-conference';

function SelectField({ label, value, onChange, children, className }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className ?? 'd-flex flex-wrap align-items-center gap-1 column-gap-2 mw-100'}>
      <label htmlFor={id} className="form-label mb-0 small text-nowrap">
        {label}
      </label>
      <select id={id} className="form-select form-select-sm w-auto mw-100" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/**
 * Conference selector: every conference of conferences.json on the built-in backend (the choice is in
 * the address, `?conference=las`); LAK alone on a RIMA server, which names the others as not offered.
 */
export function ConferenceSelect() {
  const demo = useDemoBackend();
  const chosen = useChosenConference();
  const choose = useChooseConference();
  const offered = demo ? CONFERENCES : [lakConference()];
  const others = CONFERENCES.filter((conference) => !offered.includes(conference));
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mw-100">
      <SelectField label="Conference" value={chosen.id} onChange={choose}>
        {offered.map((conference) => (
          <option key={conference.id} value={conference.id}>
            {conferenceLabel(conference)}
          </option>
        ))}
      </SelectField>
      {others.length > 0 ? (
        <span className="small text-muted">{others.map((conference) => conference.name).join(', ')}: not offered by this server (the built-in backend reads them).</span>
      ) : null}
    </div>
  );
}

/** Year select over the years the chosen conference was held. */
export function YearSelect({ value, onChange, label = 'Year' }: { value: LakYear; onChange: (year: LakYear) => void; label?: string }) {
  const { years } = useChosenConference();
  return (
    <SelectField label={label} value={value} onChange={(next) => isLakYear(next) && onChange(next)}>
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </SelectField>
  );
}

/** Year select with 'all years' first (researcher comparisons). */
export function YearOrAllSelect({ value, onChange, label = 'Year' }: { value: YearOrAll; onChange: (year: YearOrAll) => void; label?: string }) {
  const { years } = useChosenConference();
  return (
    <SelectField label={label} value={value} onChange={(next) => (next === ALL_YEARS || isLakYear(next)) && onChange(next)}>
      <option value={ALL_YEARS}>all years</option>
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </SelectField>
  );
}

/** Count select: 5 or 10. */
export function CountSelect({ value, onChange }: { value: LakCount; onChange: (count: LakCount) => void }) {
  return (
    <SelectField
      label="Count"
      value={String(value)}
      onChange={(next) => {
        const count = LAK_COUNTS.find((c) => String(c) === next);
        if (count !== undefined) onChange(count);
      }}
    >
      {LAK_COUNTS.map((count) => (
        <option key={count} value={count}>
          {count}
        </option>
      ))}
    </SelectField>
  );
}

/** A select of string options (researchers, topics). */
export function OptionSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <SelectField label={label} value={value} onChange={onChange} className="d-flex flex-wrap align-items-center gap-1 column-gap-2 mw-100">
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Topic/Keyword toggle: two buttons, the active one pressed and highlighted. */
export function ModeToggle({ value, onChange }: { value: ConferenceMode; onChange: (mode: ConferenceMode) => void }) {
  const modes: { mode: ConferenceMode; label: string }[] = [
    { mode: 'topic', label: 'Topic' },
    { mode: 'keyword', label: 'Keyword' },
  ];
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label="Topics or keywords">
      {modes.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          className={`btn ${value === mode ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The spec's help hints of the conference charts (shown on hover or focus of the help icon). */
export const HINTS = {
  frequency: 'The charts are displayed based on the frequency of topic/keyword',
  pie: 'Click on a sector of pie chart to view more details or double click the legend',
  evolution: 'Hover over legend to highlight the evolution of a topic/keyword',
  common: 'Info about common topics between two years of conference',
  bars: 'Each part in a bar represent a specific topic/keyword',
} as const;

/** A help icon whose hint shows while it is hovered or has keyboard focus (Escape hides it): the shared HintButton. */
export function ChartHint({ hint, chart }: { hint: string; chart: string }) {
  return (
    <HintButton label={`Help: ${chart}`} hint={hint} className="btn btn-sm btn-outline-secondary rounded-circle lh-1 px-2">
      ?
    </HintButton>
  );
}

/** A row of controls above a chart that wraps on narrow screens. */
export function ControlBar({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap align-items-center gap-2 mb-3">{children}</div>;
}

/**
 * Compare and Reset of the multi-select charts. Reset stays focusable while there is nothing to reset
 * (pressing it empties the selection, so it would otherwise drop the focus to the page).
 */
export function CompareButtons({ onCompare, onReset, canCompare, canReset }: { onCompare: () => void; onReset: () => void; canCompare: boolean; canReset: boolean }) {
  return (
    <div className="d-flex gap-2">
      <button type="button" className="btn btn-sm btn-primary" onClick={onCompare} disabled={!canCompare}>
        Compare
      </button>
      <BusyButton className="btn btn-sm btn-outline-secondary" onClick={onReset} unavailable={!canReset}>
        Reset
      </BusyButton>
    </div>
  );
}
