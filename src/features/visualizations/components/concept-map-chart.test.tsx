import { interestColors } from '@/components/charts/lib/palette';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConceptMap } from '@/components/charts/lib/concept-map';
import { ConceptMapChart } from './concept-map-chart';

const LONG = '<img src=x onerror="window.hacked=1">A category whose name is far too long to show in full';

const map: ConceptMap = {
  interests: [{ keyword: 'learning analytics', weight: 5, categories: [LONG], totalCategories: 1 }],
  nodes: [
    { id: 'interest:learning analytics', kind: 'interest', label: 'learning analytics', fullLabel: 'learning analytics', x: 100, y: 60 },
    { id: `category:${LONG}`, kind: 'category', label: '<img src=x onerror="window.hacked=1">A category who...', fullLabel: LONG, x: 600, y: 60 },
  ],
  links: [{ source: 'interest:learning analytics', target: `category:${LONG}` }],
  stage: { width: 900, height: 120 },
};

describe('ConceptMapChart', () => {
  it('shows the full name of the pointed node in the chart tooltip, as text, with no native tooltip', () => {
    render(<ConceptMapChart map={map} label="Concept map" colors={interestColors(map.interests.map((interest) => interest.keyword))} />);
    const chart = screen.getByRole('group', { name: 'Concept map' });
    expect(chart.querySelector('title')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const category = within(chart).getByRole('button', { name: `Category ${LONG}` });
    fireEvent.mouseEnter(category);
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
    expect(document.querySelector('img')).toBeNull();
    fireEvent.mouseLeave(category);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows it for the node under keyboard focus, and hides it when focus leaves the map', async () => {
    const user = userEvent.setup();
    render(<ConceptMapChart map={map} label="Concept map" colors={interestColors(map.interests.map((interest) => interest.keyword))} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Interest learning analytics, weight 5' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('learning analytics');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
