import { fireEvent, render } from '@testing-library/react';
import { Donut, EvolutionAreas, PublicationBars, TermBars } from './charts';

const titles = (container: HTMLElement, selector: string) => [...container.querySelectorAll(selector)].map((node) => node.querySelector('title')?.textContent);

describe('TermBars', () => {
  const data = [
    { name: 'Learning analytics', value: 12 },
    { name: 'Massive open online course participation', value: 7 },
    { name: 'Student', value: 3 },
  ];

  it('draws a bar per term with its frequency on hover, the chosen one in its own colour', () => {
    const { container } = render(<TermBars data={data} selected="Student" onSelect={() => undefined} />);
    const bars = [...container.querySelectorAll('.rima-chart__bar')];
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual(['#1f5fa8', '#1f5fa8', '#b35900']);
    expect(titles(container, '.rima-chart__row')).toEqual(['Learning analytics\nFrequency: 12', 'Massive open online course participation\nFrequency: 7', 'Student\nFrequency: 3']);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('cuts a long name on the axis with an ellipsis and shows integer ticks', () => {
    const { container } = render(<TermBars data={data} />);
    const labels = [...container.querySelectorAll('.rima-chart__label')].map((label) => label.textContent);
    expect(labels[0]).toBe('Learning analytics');
    expect(labels[1]).toMatch(/^Massive open.*…$/);
    const ticks = [...container.querySelectorAll('.rima-chart__axis text')].map((tick) => tick.textContent);
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
    expect(container.querySelectorAll('.rima-chart__grid[stroke-dasharray="3 3"]').length).toBe(ticks.length);
  });

  it('picks the name of the clicked bar, with a pointer cursor', () => {
    const onSelect = vi.fn();
    const { container } = render(<TermBars data={data} onSelect={onSelect} />);
    const second = container.querySelectorAll('.rima-chart__bar')[1];
    if (!second) throw new Error('no second bar');
    fireEvent.click(second);
    expect(onSelect).toHaveBeenCalledWith('Massive open online course participation');
    expect(second.parentElement).toHaveAttribute('cursor', 'pointer');
  });

  it('is as tall as before: 30 px a bar plus 40', () => {
    const { container } = render(<TermBars data={data} />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '130');
  });
});

describe('PublicationBars', () => {
  it('draws a bar per publication labelled #1, #2, … with its title and occurrences on hover', () => {
    const data = [
      { rank: '#1', title: 'Predicting <b>dropout</b> in MOOCs', value: 5 },
      { rank: '#2', title: 'Dashboards for teachers', value: 2 },
    ];
    const { container } = render(<PublicationBars data={data} />);
    expect(container.querySelectorAll('.rima-chart__bar')).toHaveLength(2);
    expect(titles(container, '.rima-chart__column')).toEqual(['Predicting <b>dropout</b> in MOOCs\nOccurrences: 5', 'Dashboards for teachers\nOccurrences: 2']);
    // titles are text, never markup
    expect(container.querySelector('b')).toBeNull();
    const axis = [...container.querySelectorAll('.rima-chart__axis text')].map((text) => text.textContent);
    expect(axis).toEqual(expect.arrayContaining(['#1', '#2', '0', '5']));
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Donut', () => {
  const data = [
    { name: 'Learning analytics', value: 40 },
    { name: 'Student', value: 35 },
    { name: 'MOOC', value: 25 },
  ];

  it('draws a sector per value with white borders, the palette colours and "name: N %" on hover', () => {
    const { container } = render(<Donut data={data} onSelect={() => undefined} />);
    const sectors = [...container.querySelectorAll('.rima-chart__sector')];
    expect(sectors).toHaveLength(3);
    expect(sectors.map((sector) => sector.getAttribute('fill'))).toEqual(['#1f5fa8', '#c0392b', '#1e7b45']);
    for (const sector of sectors) {
      expect(sector).toHaveAttribute('stroke', '#fff');
      expect(sector).toHaveAttribute('cursor', 'pointer');
    }
    expect(titles(container, '.rima-chart__sector')).toEqual(['Learning analytics: 40 %', 'Student: 35 %', 'MOOC: 25 %']);
    expect(container.querySelector('svg')).toHaveAttribute('height', '280');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('picks the name of the clicked sector', () => {
    const onSelect = vi.fn();
    const { container } = render(<Donut data={data} onSelect={onSelect} />);
    const sector = container.querySelectorAll('.rima-chart__sector')[2];
    if (!sector) throw new Error('no third sector');
    fireEvent.click(sector);
    expect(onSelect).toHaveBeenCalledWith('MOOC');
  });
});

describe('EvolutionAreas', () => {
  const points = [
    { year: '2011', values: [1, 4] },
    { year: '2012', values: [3, 0] },
    { year: '2013', values: [2, 2] },
  ];

  it('draws an area per item and, per year, the year with each item’s value on hover', () => {
    const { container } = render(<EvolutionAreas points={points} items={['Learning analytics', 'Student']} highlighted={null} />);
    expect(container.querySelectorAll('.rima-chart__area')).toHaveLength(2);
    expect(titles(container, '.rima-chart__year')).toEqual(['2011\nLearning analytics: 1\nStudent: 4', '2012\nLearning analytics: 3\nStudent: 0', '2013\nLearning analytics: 2\nStudent: 2']);
    const areas = [...container.querySelectorAll('.rima-chart__area')];
    expect(areas.map((a) => a.getAttribute('fill-opacity'))).toEqual(['0.15', '0.15']);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('makes the highlighted item stand out and fades the others', () => {
    const { container } = render(<EvolutionAreas points={points} items={['Learning analytics', 'Student']} highlighted="Student" />);
    const areas = [...container.querySelectorAll('.rima-chart__area')];
    expect(areas.map((a) => a.getAttribute('fill-opacity'))).toEqual(['0.03', '0.45']);
    const lines = [...container.querySelectorAll('.rima-chart__line')];
    expect(lines.map((l) => [l.getAttribute('stroke-width'), l.getAttribute('stroke-opacity')])).toEqual([
      ['2', '0.2'],
      ['3', '1'],
    ]);
  });
});
