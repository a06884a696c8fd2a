import { fireEvent, render } from '@testing-library/react';
import { drawnChart } from '@/test/charts';
import { Donut, EvolutionAreas, PublicationBars, TermBars } from './charts';

// jsdom has no layout: a drawing is 600 px wide. The term bars' rows are 30 px apart from y = 4.
const row = (index: number) => 4 + 15 + index * 30;

describe('TermBars', () => {
  const data = [
    { name: 'Learning analytics', value: 12 },
    { name: 'Social network analysis of massive open online course participation', value: 7 },
    { name: 'Student', value: 3 },
  ];

  it('shows the full name and frequency of the pointed bar', async () => {
    const { container } = render(<TermBars data={data} selected="Student" onSelect={() => undefined} />);
    const chart = await drawnChart(container);
    await chart.point(400, row(1));
    expect(chart.tooltipLines()).toEqual(['Social network analysis of massive open online course participation', 'Frequency: 7']);
    await chart.point(400, row(2));
    expect(chart.tooltipLines()).toEqual(['Student', 'Frequency: 3']);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('wraps a long name beside its bar onto two lines rather than cutting it after a few letters', async () => {
    const endless = 'Social network analysis of massive open online course participation in higher education across European universities';
    const { container } = render(<TermBars data={[{ name: 'Social network analysis', value: 4 }, ...data, { name: endless, value: 1 }]} />);
    const chart = await drawnChart(container);
    const labels = chart.labels();
    expect(labels).toContain('Learning analytics');
    expect(labels).toContain('Social network analysis');
    expect(labels).toContain('Social network analysis of massive open online course participation');
    // a name longer than two lines ends with an ellipsis after whole words
    expect(labels.filter((label) => label.startsWith('Social network analysis of massive') && label.endsWith('…'))).toHaveLength(1);
  });

  it('shows whole-number ticks for the frequencies', async () => {
    const { container } = render(<TermBars data={data} />);
    const chart = await drawnChart(container);
    const numbers = chart.labels().filter((label) => /^\d/.test(label));
    expect(numbers.length).toBeGreaterThan(2);
    for (const tick of numbers) expect(tick).toMatch(/^\d+$/);
  });

  it('picks the name of the clicked row', async () => {
    const onSelect = vi.fn();
    const { container } = render(<TermBars data={data} onSelect={onSelect} />);
    const chart = await drawnChart(container);
    await chart.click(400, row(2));
    expect(onSelect).toHaveBeenLastCalledWith('Student');
    await chart.click(300, row(0));
    expect(onSelect).toHaveBeenLastCalledWith('Learning analytics');
  });
});

describe('PublicationBars', () => {
  const data = [
    { rank: '#1', title: 'Predicting <b>dropout</b> in MOOCs', value: 5 },
    { rank: '#2', title: 'Dashboards for teachers', value: 2 },
  ];

  it('labels the bars #1, #2, … and shows the pointed publication’s title (as text) and occurrences', async () => {
    const { container } = render(<PublicationBars data={data} />);
    const chart = await drawnChart(container);
    expect(chart.labels()).toEqual(expect.arrayContaining(['#1', '#2', '0']));
    // the plot runs from x = 36 to 592: two columns of 278 px
    await chart.point(36 + 139, 100);
    expect(chart.tooltipLines()).toEqual(['Predicting <b>dropout</b> in MOOCs', 'Occurrences: 5']);
    await chart.point(36 + 278 + 139, 100);
    expect(chart.tooltipLines()).toEqual(['Dashboards for teachers', 'Occurrences: 2']);
    // titles are text, never markup
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('Donut', () => {
  const data = [
    { name: 'Learning analytics', value: 40 },
    { name: 'Student', value: 35 },
    { name: 'MOOC', value: 25 },
  ];

  it('draws a sector per value and shows "name, Share: N %" for the pointed one', async () => {
    const { container } = render(<Donut data={data} onSelect={() => undefined} />);
    const chart = await drawnChart(container);
    const sectors = [...chart.svg.querySelectorAll('path')];
    expect(sectors).toHaveLength(3);
    await chart.hover(sectors[1]!);
    expect(chart.tooltipLines()).toEqual(['Student', 'Share: 35 %']);
  });

  it('picks the name of the clicked sector', async () => {
    const onSelect = vi.fn();
    const { container } = render(<Donut data={data} onSelect={onSelect} />);
    const chart = await drawnChart(container);
    fireEvent.click([...chart.svg.querySelectorAll('path')][2]!);
    expect(onSelect).toHaveBeenCalledWith('MOOC');
  });
});

describe('EvolutionAreas', () => {
  const points = [
    { year: '2011', values: [1, 4] },
    { year: '2012', values: [3, 0] },
    { year: '2013', values: [2, 2] },
  ];

  it('labels the years and shows, for the pointed year, every item’s value', async () => {
    const { container } = render(<EvolutionAreas points={points} items={['Learning analytics', 'Student']} highlighted={null} />);
    const chart = await drawnChart(container);
    expect(chart.labels()).toEqual(expect.arrayContaining(['2011', '2012', '2013']));
    // the plot runs from x = 36 to 584: 2012 is in the middle
    await chart.point(310, 100);
    expect(chart.tooltipLines()).toEqual(['2012', 'Learning analytics: 3', 'Student: 0']);
    await chart.point(40, 100);
    expect(chart.tooltipLines()).toEqual(['2011', 'Learning analytics: 1', 'Student: 4']);
  });
});
