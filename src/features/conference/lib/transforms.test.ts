import { describe, expect, it } from 'vitest';
import {
  authorTopicsToStacked,
  coauthorCounts,
  drawableGraph,
  defaultNetworkTerm,
  defaultResearchers,
  evolutionToPoints,
  pieToSectors,
  publicationsHeading,
  rowShares,
  sortByLabel,
  topicDetailsToBars,
  topTermsToBars,
  TOP_TERMS,
  topCloudWords,
  visibleSeries,
  yearListToStacked,
} from './transforms';

describe('top ten bars (6.3, 6.4)', () => {
  it('pairs each name with its value in the server order', () => {
    expect(topTermsToBars({ names: ['learning analytics', 'students'], values: [58, 71] })).toEqual([
      { name: 'learning analytics', value: 58 },
      { name: 'students', value: 71 },
    ]);
  });
  it('ranks the publications of a topic and keeps their full titles', () => {
    expect(topicDetailsToBars({ titles: ['Towards visual analytics', 'A dashboard'], counts: [7, 3] })).toEqual([
      { rank: '#1', title: 'Towards visual analytics', value: 7 },
      { rank: '#2', title: 'A dashboard', value: 3 },
    ]);
    expect(topicDetailsToBars({ titles: [], counts: [] })).toEqual([]);
  });

  it('draws at most 10 bars of a 10,000-topic answer, each name once', () => {
    const names = ['analytics', 'analytics', ...Array.from({ length: 10_000 }, (_, i) => `topic ${i}`)];
    const bars = topTermsToBars({ names, values: names.map((_, i) => 20_000 - i) });
    expect(bars).toHaveLength(TOP_TERMS);
    expect(bars.map((bar) => bar.name)).toEqual(['analytics', ...Array.from({ length: 9 }, (_, i) => `topic ${i}`)]);
    const titles = Array.from({ length: 500 }, (_, i) => `paper ${i}`);
    expect(topicDetailsToBars({ titles, counts: titles.map(() => 1) })).toHaveLength(TOP_TERMS);
  });

  it('keeps the count of sectors asked for, each name once', () => {
    const names = ['A', 'A', ...Array.from({ length: 1000 }, (_, i) => `t${i}`)];
    const sectors = pieToSectors({ names, weights: names.map(() => 1) }, 5);
    expect(sectors.map((sector) => sector.name)).toEqual(['A', 't0', 't1', 't2', 't3']);
  });

  it('keeps the heaviest words of a cloud, each once, at most the count asked for', () => {
    const words = [{ text: 'mooc', value: 1 }, { text: 'dashboards', value: 3 }, { text: 'mooc', value: 5 }, ...Array.from({ length: 10_000 }, (_, i) => ({ text: `w${i}`, value: 0.5 }))];
    const top = topCloudWords(words, 10);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2)).toEqual([{ text: 'mooc', value: 5 }, { text: 'dashboards', value: 3 }]);
  });
});

describe('donut sectors (6.7, 6.8)', () => {
  it('keeps names with their percentages and drops zero sectors', () => {
    expect(pieToSectors({ names: ['A', 'B', 'C'], weights: [21, 15, 0] })).toEqual([
      { name: 'A', value: 21 },
      { name: 'B', value: 15 },
    ]);
  });
});

describe('stacked 100% bars', () => {
  it('turns the names x years matrix into one bar per year (6.16)', () => {
    const chart = yearListToStacked({ matrix: [[96, 0], [0, 88], [71, 65]], names: ['Data', 'Learning', 'Student'], years: ['2011', '2012'] });
    expect(chart).toEqual({
      series: ['Data', 'Learning', 'Student'],
      rows: [
        { category: '2011', values: [96, 0, 71] },
        { category: '2012', values: [0, 88, 65] },
      ],
    });
  });
  it('turns author value pairs into one bar per researcher (6.19)', () => {
    const chart = authorTopicsToStacked({
      items: ['Learning analytics', 'Mobile learning', 'Assessment'],
      values: [[3, 0], [0, 2], [1, 4]],
      authors: ['A. A. Economides', 'A. Ammari'],
      common: ['Assessment'],
    });
    expect(chart.rows).toEqual([
      { category: 'A. A. Economides', values: [3, 0, 1] },
      { category: 'A. Ammari', values: [0, 2, 4] },
    ]);
    expect(chart.series).toEqual(['Learning analytics', 'Mobile learning', 'Assessment']);
  });
  it('gives each part its share of the row and 0 for an empty row', () => {
    expect(rowShares({ category: 'x', values: [1, 1, 2] })).toEqual([25, 25, 50]);
    expect(rowShares({ category: 'x', values: [1, 2] })).toEqual([33.3, 66.7]);
    expect(rowShares({ category: 'x', values: [0, 0] })).toEqual([0, 0]);
  });
  it('lists only series with a part in some row', () => {
    expect(visibleSeries({ series: ['a', 'b', 'c'], rows: [{ category: 'x', values: [1, 0, 0] }, { category: 'y', values: [0, 0, 2] }] })).toEqual([0, 2]);
  });
});

describe('evolution (6.12, 6.13)', () => {
  it('makes one point per year with one value per item', () => {
    expect(evolutionToPoints({ items: ['A', 'B'], years: ['2011', '2012'], weights: [[12, 15], [8, 0]] })).toEqual([
      { year: '2011', values: [12, 8] },
      { year: '2012', values: [15, 0] },
    ]);
  });
  it('sorts options by label, ignoring case', () => {
    expect(sortByLabel([{ label: 'student', value: 's' }, { label: 'Assessment', value: 'a' }, { label: 'data', value: 'd' }]).map((o) => o.label)).toEqual([
      'Assessment',
      'data',
      'student',
    ]);
  });
});

describe('defaults', () => {
  it("prefers 'Learning' for the network and falls back to the first term", () => {
    expect(defaultNetworkTerm([{ value: 'Data' }, { value: 'Learning' }])).toBe('Learning');
    expect(defaultNetworkTerm([{ value: 'students' }, { value: 'data' }])).toBe('students');
    expect(defaultNetworkTerm([])).toBeNull();
  });
  it('presets two researchers of the data, or the first two', () => {
    expect(defaultResearchers([{ value: 'C. Diaz' }, { value: 'B. Chen' }, { value: 'A. Ammari' }])).toEqual(['A. Ammari', 'B. Chen']);
    expect(defaultResearchers([{ value: 'X. Y' }, { value: 'Z. W' }, { value: 'A. Ammari' }])).toEqual(['X. Y', 'Z. W']);
    expect(defaultResearchers([{ value: 'X. Y' }])).toBeNull();
  });
});

describe('small helpers', () => {
  it('counts co-authors per researcher', () => {
    const counts = coauthorCounts([{ source: 'A', target: 'B' }, { source: 'A', target: 'C' }]);
    expect(Object.fromEntries(counts)).toEqual({ A: 2, B: 1, C: 1 });
  });
  it('drops co-author links whose source or target is not a node, and counts them', () => {
    const graph = {
      nodes: [{ id: 'D. L. Lindqvist', size: 70 }, { id: 'A. Ammari', size: 140 }],
      links: [
        { source: 'A. Ammari', target: 'D. L. Lindqvist' },
        { source: 'Ghost Author', target: 'D. L. Lindqvist' },
        { source: 'A. Ammari', target: 'Nobody' },
      ],
    };
    const drawable = drawableGraph(graph);
    expect(drawable.links).toEqual([{ source: 'A. Ammari', target: 'D. L. Lindqvist' }]);
    expect(drawable.dropped).toBe(2);
    expect(drawable.nodes).toBe(graph.nodes);
  });
  it('words the network modal heading', () => {
    expect(publicationsHeading(2, 'Learning')).toBe('2 Publication(s) related to the topic Learning');
  });
});
