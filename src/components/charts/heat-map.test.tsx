import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeatMap } from './heat-map';
import { textWidth } from './lib/label-fit';

const data = {
  'learning analytics': { 'learning analytics': 1, 'self-regulated learning in higher education': 0.5299999713897705 },
  mooc: { 'learning analytics': 0.62, 'self-regulated learning in higher education': 0.31 },
};

function renderMap() {
  return render(<HeatMap data={data} label="Keyword similarity" rowTitle="Your interests" columnTitle="Ada's interests" />);
}

describe('HeatMap', () => {
  it('prints each rounded value in its cell, with the full pair in the chart tooltip beside the pointed cell', () => {
    renderMap();
    const cells = screen.getAllByTestId('heat-map-cell');
    expect(cells.map((cell) => cell.querySelector(':scope > text')?.textContent)).toEqual(['1.00', '0.53', '0.62', '0.31']);
    // no native tooltips left: the one chart tooltip says it
    expect(document.querySelector('svg title')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(cells[1]!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('learning analytics × self-regulated learning in higher educationSimilarity: 0.53');
    fireEvent.mouseLeave(cells[1]!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows markup in a keyword as text in the tooltip', () => {
    render(<HeatMap data={{ '<img src=x onerror="window.hacked=1">mooc': { dashboards: 0.4 } }} label="Keyword similarity" rowTitle="Yours" columnTitle="Theirs" />);
    fireEvent.mouseEnter(screen.getByTestId('heat-map-cell'));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('<img src=x onerror="window.hacked=1">mooc × dashboards');
    expect(document.querySelector('img')).toBeNull();
  });

  it('wraps a long row keyword onto two lines instead of cutting it after 17 letters, with the full keyword in the tooltip of its cells', () => {
    render(<HeatMap data={{ 'Self-regulated learning': { mooc: 0.4 }, 'Self-regulated learning in higher education and beyond it': { mooc: 0.2 } }} label="Keyword similarity" rowTitle="Keywords of the tweet" columnTitle="Your interests" />);
    const labels = [...document.querySelectorAll('svg text')].filter((text) => text.textContent?.startsWith('Self-regulated'));
    const shown = labels.map((text) => [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '));
    expect(shown[0]).toBe('Self-regulated learning');
    // too long for two lines: cut after whole words, the rest on hover
    expect(shown[1]).toMatch(/^Self-regulated learning in .*…$/);
    fireEvent.mouseEnter(screen.getAllByTestId('heat-map-cell')[1]!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Self-regulated learning in higher education and beyond it × mooc');
  });

  it('writes the rows’ title whole, inside the drawing, however few rows there are', () => {
    render(<HeatMap data={{ mooc: { 'learning analytics': 0.4 } }} label="Keyword similarity" rowTitle="Keywords of the tweet" columnTitle="Your interests" />);
    const svg = document.querySelector('svg');
    const title = [...(svg?.querySelectorAll('text') ?? [])].find((text) => text.textContent?.includes('tweet'));
    expect([...(title?.querySelectorAll('tspan') ?? [])].map((line) => line.textContent).join(' ')).toBe('Keywords of the tweet');
    // upright (not turned along a one-row axis) and within the drawing's height
    expect(title?.getAttribute('transform')).toBeNull();
    const y = Number(title?.getAttribute('y'));
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(Number(svg?.getAttribute('height')));
  });

  it('cuts a long column keyword after a whole word so that, turned 45°, it stays clear of the column title', () => {
    renderMap();
    const column = [...document.querySelectorAll('svg text')].find((text) => text.getAttribute('transform')?.includes('rotate') && text.textContent?.startsWith('self-regulated'));
    const shown = column?.textContent ?? '';
    // after a whole word, never inside one
    expect(shown).toBe('self-regulated…');
    // the label rises at most the room below the title (120 px less a margin)
    expect(textWidth(shown) * Math.SQRT1_2).toBeLessThanOrEqual(108);
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
    expect(screen.getByRole('tooltip')).toHaveTextContent('learning analytics × self-regulated learning in higher educationSimilarity: 0.53');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(chart).toHaveAccessibleDescription('mooc × self-regulated learning in higher education: 0.31');
    expect(screen.getByRole('tooltip')).toHaveTextContent('mooc × self-regulated learning in higher educationSimilarity: 0.31');
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
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
