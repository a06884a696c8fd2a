import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ChartLegend } from './chart-legend';

const ITEMS = [
  { label: 'learning analytics', color: '#1d4ed8', value: 12 },
  { label: 'mooc', color: '#b91c1c' },
];

describe('ChartLegend', () => {
  it('lists each series by name, with its value when it has one, and no buttons when entries do nothing', () => {
    render(<ChartLegend label="Topics: legend" items={ITEMS} />);
    const legend = screen.getByRole('list', { name: 'Topics: legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['learning analytics(12)', 'mooc']);
    expect(within(legend).queryByRole('button')).toBeNull();
  });

  it('highlights the series of an entry while it is pointed at or focused, and nothing after', async () => {
    const onHighlight = vi.fn();
    render(<ChartLegend label="Topics drawn" items={ITEMS} onHighlight={onHighlight} />);
    const mooc = within(screen.getByRole('list', { name: 'Topics drawn' })).getByRole('button', { name: 'mooc' });
    fireEvent.mouseEnter(mooc);
    expect(onHighlight).toHaveBeenLastCalledWith('mooc');
    fireEvent.mouseLeave(mooc);
    expect(onHighlight).toHaveBeenLastCalledWith(null);
    await userEvent.setup().tab();
    expect(onHighlight).toHaveBeenLastCalledWith('learning analytics');
  });

  it("opens an entry's details when its button is pressed, its hint as the button's title", async () => {
    const onActivate = vi.fn();
    render(<ChartLegend label="Topics" items={ITEMS} onActivate={onActivate} activateHint="Show the publications of this topic" />);
    const button = screen.getByRole('button', { name: /^learning analytics/ });
    expect(button).toHaveAttribute('title', 'Show the publications of this topic');
    await userEvent.setup().click(button);
    expect(onActivate).toHaveBeenCalledWith('learning analytics');
  });
});
