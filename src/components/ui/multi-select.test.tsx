import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { deferredLiveModule, failThenTryAgain, typeBeforeArrival } from '@/test/deferred-live-module';

/** The multiple-selection combobox before React Aria has arrived (see deferredLiveModule). */
const deferred = deferredLiveModule('@/components/ui/multi-select-live');
const freshMultiSelect = async (options?: { failFirst?: boolean }) => (await deferred.fresh(() => import('./multi-select'), options)).MultiSelect;
type MultiSelectComponent = Awaited<ReturnType<typeof freshMultiSelect>>;

const YEARS = ['2011', '2012', '2013', '2014', '2020'].map((year) => ({ value: year, label: `LAK ${year}` }));

function renderSelect(MultiSelect: MultiSelectComponent, initial: string[] = []) {
  const changes: string[][] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <button type="button">Before</button>
        <MultiSelect
          label="Years to compare"
          options={YEARS}
          value={value}
          hint="Choose at least two years."
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  render(<Host />);
  return {
    changes,
    box: () => screen.getByRole('combobox', { name: 'Years to compare' }),
    chosen: () =>
      within(screen.getByRole('list', { name: 'Years to compare: chosen' }))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
  };
}

describe('MultiSelect before React Aria has loaded', () => {
  it('stands in as a collapsed combobox of the same name, description and chosen list, and loads nothing until pointed at or focused', async () => {
    const MultiSelect = await freshMultiSelect();
    const { box, chosen } = renderSelect(MultiSelect, ['2012']);
    const standIn = box();
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAccessibleDescription('Choose at least two years.');
    expect(standIn).toHaveAttribute('placeholder', '1 chosen: type to filter');
    expect(chosen()).toEqual(['Remove LAK 2012']);
    expect(deferred.requested()).toBe(0);
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(deferred.requested()).toBe(1));
    await act(async () => deferred.arrive());
    // the live combobox (React Aria's) replaced it, still collapsed, with the same description, and took no focus
    await waitFor(() => expect(box()).not.toBe(standIn));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAccessibleDescription('Choose at least two years.');
    expect(box()).not.toHaveFocus();
  });

  it('keeps the text typed before it loaded, the caret and the focus; the list then shows what the text matches', async () => {
    const MultiSelect = await freshMultiSelect();
    const { box, changes, chosen } = renderSelect(MultiSelect);
    // typed before the library arrived, then the caret moved back one place
    const { standIn, live, user } = await typeBeforeArrival(deferred, box, '201{ArrowLeft}');
    expect(standIn).not.toBeInTheDocument();
    expect(live).toHaveFocus();
    expect(live).toHaveValue('201');
    await waitFor(() => expect([live.selectionStart, live.selectionEnd]).toEqual([2, 2]));
    // the list is open on the options the typed text matches ("201" is every year but 2020)
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['LAK 2011', 'LAK 2012', 'LAK 2013', 'LAK 2014']);
    // the next key lands where the caret was ("20|1"): "2021" matches no option
    await user.keyboard('2');
    expect(live).toHaveValue('2021');
    // (React Aria gives the list's empty state the role of an option)
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['No match']);
    await user.clear(live);
    await user.type(live, '2013');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'LAK 2013' }));
    expect(changes).toEqual([['2013']]);
    await user.keyboard('{Escape}');
    expect(chosen()).toEqual(['Remove LAK 2013']);
  });

  it('opens its list once loaded when its button was pressed before, and a chosen option can be removed meanwhile', async () => {
    const MultiSelect = await freshMultiSelect();
    const { box, changes, chosen } = renderSelect(MultiSelect, ['2011', '2014']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove LAK 2011' }));
    expect(changes).toEqual([['2014']]);
    expect(chosen()).toEqual(['Remove LAK 2014']);
    expect(deferred.requested()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show the years to compare' }));
    await waitFor(() => expect(deferred.requested()).toBe(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await act(async () => deferred.arrive());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(YEARS.map((year) => year.label));
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'LAK 2014' })).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveFocus();
  });

  it('says the list could not load when the library failed, keeping the text, and loads it on Try again', async () => {
    const MultiSelect = await freshMultiSelect({ failFirst: true });
    const { box } = renderSelect(MultiSelect);
    await failThenTryAgain(deferred, box, '2020', 'The list of years to compare could not load.');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['LAK 2020']);
  });
});
