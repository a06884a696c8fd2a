import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';

/**
 * MultiSelect before React Aria has arrived. The test setup loads the live field for every other
 * test; here each test imports a fresh copy of multi-select.tsx whose live field waits for
 * `arrive()`, so what the user does to the stand-in happens, deterministically, before it loads.
 */
type MultiSelectType = ComponentType<{ label: string; options: readonly { value: string; label: string }[]; value: readonly string[]; onChange: (values: string[]) => void; hint?: string }>;
let arrive: () => void = () => undefined;
let requested = 0;
async function freshMultiSelect(): Promise<MultiSelectType> {
  vi.resetModules();
  requested = 0;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock('./multi-select-field', async (importOriginal) => {
    requested += 1;
    await arrived;
    return importOriginal();
  });
  const { MultiSelect } = await import('./multi-select');
  return MultiSelect;
}
afterEach(() => {
  vi.doUnmock('./multi-select-field');
});

const YEARS = ['2011', '2012', '2013', '2014'].map((year) => ({ value: year, label: year }));

function Years({ MultiSelect }: { MultiSelect: MultiSelectType }) {
  const [value, setValue] = useState<string[]>(['2011']);
  return <MultiSelect label="Years to compare" options={YEARS} value={value} onChange={setValue} hint="Choose at least two years." />;
}

const field = () => screen.getByRole('combobox', { name: 'Years to compare', hidden: true });
const chosen = () =>
  within(screen.getByRole('list', { name: 'Years to compare: chosen', hidden: true }))
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.getAttribute('aria-label'));

describe('MultiSelect before React Aria has loaded', () => {
  it('stands in as a closed, named and described combobox with the chosen options, loading nothing until used', async () => {
    const MultiSelect = await freshMultiSelect();
    render(<Years MultiSelect={MultiSelect} />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAccessibleDescription('Choose at least two years.');
    expect(field()).toHaveAttribute('placeholder', '1 chosen: type to filter');
    expect(chosen()).toEqual(['Remove 2011']);
    expect(requested).toBe(0);
    const standIn = field();
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(requested).toBe(1));
    await act(async () => arrive());
    // the live field replaced it, still closed and described
    await waitFor(() => expect(field()).not.toBe(standIn));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAccessibleDescription('Choose at least two years.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps focus and what was typed before it loaded, and lists the options matching it', async () => {
    const MultiSelect = await freshMultiSelect();
    render(<Years MultiSelect={MultiSelect} />);
    const user = userEvent.setup();
    const standIn = field();
    await user.type(standIn, '201');
    await user.type(standIn, '3');
    await act(async () => arrive());
    await waitFor(() => expect(field()).not.toBe(standIn));
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('2013');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['2013']);
    await user.click(within(list).getByRole('option', { name: '2013' }));
    await user.keyboard('{Escape}');
    expect(chosen()).toEqual(['Remove 2011', 'Remove 2013']);
  });

  it('opens the list once loaded when its button was pressed before', async () => {
    const MultiSelect = await freshMultiSelect();
    render(<Years MultiSelect={MultiSelect} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the years to compare' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await act(async () => arrive());
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['2011', '2012', '2013', '2014']);
    expect(field()).toHaveFocus();
  });

  it('removes a chosen option from the list under the field before it loaded', async () => {
    const MultiSelect = await freshMultiSelect();
    render(<Years MultiSelect={MultiSelect} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove 2011' }));
    expect(chosen()).toEqual([]);
    expect(field()).toHaveAttribute('placeholder', 'Type to filter');
  });
});
