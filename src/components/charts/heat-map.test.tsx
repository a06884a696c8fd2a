import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeatMap } from './heat-map';

const data = {
  'learning analytics': { 'learning analytics': 1, 'self-regulated learning in higher education': 0.5299999713897705 },
  mooc: { 'learning analytics': 0.62, 'self-regulated learning in higher education': 0.31 },
};

function renderMap() {
  return render(<HeatMap data={data} label="Keyword similarity" rowTitle="Your interests" columnTitle="Ada's interests" />);
}

describe('HeatMap', () => {
  it('prints each rounded value in its cell, with the full pair in a tooltip', () => {
    renderMap();
    const cells = screen.getAllByTestId('heat-map-cell');
    expect(cells.map((cell) => cell.querySelector(':scope > text')?.textContent)).toEqual(['1.00', '0.53', '0.62', '0.31']);
    expect(cells[1]!.querySelector('title')?.textContent).toBe('learning analytics × self-regulated learning in higher education: 0.53');
  });

  it('cuts long axis labels and keeps the full keyword on hover', () => {
    renderMap();
    const label = screen.getByText('self-regulated le…');
    expect(label.querySelector('title')?.textContent).toBe('self-regulated learning in higher education');
  });

  it('offers a hidden table of every value with row and column headers', () => {
    renderMap();
    const table = screen.getByRole('table', { name: 'Keyword similarity' });
    expect(table.closest('.visually-hidden')).not.toBeNull();
    const row = within(table).getByRole('row', { name: /mooc/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('mooc');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0.62', '0.31']);
    expect(within(table).getByRole('columnheader', { name: 'self-regulated learning in higher education' })).toBeInTheDocument();
  });

  it('shows a colour legend with printed values', () => {
    renderMap();
    expect(screen.getByText('Similarity:')).toBeInTheDocument();
    expect(screen.getByText('0 = not alike, 1 = the same keyword')).toBeInTheDocument();
    expect(screen.getByText('0.6')).toBeInTheDocument();
  });

  it('reads out the pair under the keyboard: focus, then arrow keys', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.tab();
    const chart = screen.getByRole('group', { name: /Keyword similarity/ });
    expect(chart).toHaveFocus();
    expect(chart).toHaveAccessibleDescription('learning analytics × learning analytics: 1.00');
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAccessibleDescription('learning analytics × self-regulated learning in higher education: 0.53');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(chart).toHaveAccessibleDescription('mooc × self-regulated learning in higher education: 0.31');
  });

  it('reads out the pair under the mouse', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.hover(screen.getAllByTestId('heat-map-cell')[2]!);
    expect(screen.getByRole('group', { name: /Keyword similarity/ })).toHaveAccessibleDescription('mooc × learning analytics: 0.62');
  });

  it('says so when there is nothing to compare', () => {
    render(<HeatMap data={{ mooc: {} }} label="Keyword similarity" rowTitle="Yours" columnTitle="Theirs" emptyMessage="No Keywords" />);
    expect(screen.getByText('No Keywords')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
