import type { CSSProperties } from 'react';
import type { LongTermInterest } from '@/api/user/schemas';
import type { InterestColors } from '@/components/charts/lib/palette';
import { cutText } from '@/lib/bounded';
import { chipWeight, swapChip, swapOptions, type Chip } from '../lib/recommend';

/**
 * Characters of an interest's name a chip's swap list shows when closed (its width, 14rem, holds about
 * this many): a longer name is cut with '…' by the shared cutText, so that "learning analytics
 * dashboards" never reads as a second "learning analytics". The full name is the option's title.
 */
export const CHIP_NAME_LIMIT = 22;

type InterestChipsProps = {
  interests: readonly LongTermInterest[];
  chips: readonly Chip[];
  onChange: (chips: Chip[]) => void;
  /** the colours of the user's interests (interestColors of `interests`) */
  colors: InterestColors;
};

/**
 * "Your interests": one coloured chip per interest (its colour in every view; white text meets AA on every
 * colour). A chip can be switched off, given another weight (1 to 5) or swapped for another interest.
 */
export function InterestChips({ interests, chips, onChange, colors }: InterestChipsProps) {
  const update = (slot: number, change: Partial<Chip>) => onChange(chips.map((chip) => (chip.slot === slot ? { ...chip, ...change } : chip)));
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Your interests">
      {chips.map((chip) => {
        const options = swapOptions(interests, chips, chip.slot);
        const checkId = `rima-chip-${chip.slot}`;
        return (
          <li key={chip.slot} className={`rima-chip${chip.on ? '' : ' is-off'}`} style={{ '--rima-chip-color': colors(chip.text) } as CSSProperties}>
            <div className="form-check mb-0">
              <input id={checkId} className="form-check-input" type="checkbox" checked={chip.on} onChange={(event) => update(chip.slot, { on: event.target.checked })} />
              {/* with a swap list, the list shows the name: the label is then for assistive technology only */}
              <label className={options.length > 1 ? 'visually-hidden' : 'form-check-label rima-chip__name'} htmlFor={checkId} title={chip.text}>
                {chip.text}
              </label>
            </div>
            {options.length > 1 ? (
              <label className="rima-chip__swap">
                <span className="visually-hidden">Swap {chip.text} for another interest</span>
                <select
                  className="form-select form-select-sm"
                  value={chip.text}
                  onChange={(event) => {
                    const interest = interests.find((item) => item.keyword === event.target.value);
                    if (interest) onChange(swapChip(chips, chip.slot, interest));
                  }}
                >
                  {options.map((keyword) => (
                    <option key={keyword} value={keyword} title={keyword}>
                      {cutText(keyword, CHIP_NAME_LIMIT).text}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label className="rima-chip__weight">
              <span className="visually-hidden">Weight of {chip.text} (1 to 5)</span>
              <input
                type="number"
                className="form-control form-control-sm"
                min={1}
                max={5}
                step={0.1}
                value={chip.weight}
                disabled={!chip.on}
                onChange={(event) => update(chip.slot, { weight: chipWeight(event.target.valueAsNumber) })}
              />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
