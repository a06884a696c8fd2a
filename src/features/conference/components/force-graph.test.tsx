import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import ForceGraph from './force-graph';

type StandInProps = { nodeLabel: (node: { id: string }) => string; onNodeHover: (node: { id: string } | null) => void };
const given = vi.hoisted(() => ({ props: null as StandInProps | null }));

// jsdom has no canvas: a stand-in for the force layout that keeps the props the graph was given
vi.mock('react-force-graph-2d', () => ({
  default: function ForceGraphStandIn(props: StandInProps) {
    given.props = props;
    return <canvas />;
  },
}));

const NAME = '<img src=x onerror="window.hacked=1">A. Ammari';

describe('ForceGraph', () => {
  it("shows the hovered researcher's name as text in the chart tooltip, and gives the library's HTML tooltip nothing", () => {
    render(<ForceGraph graph={{ nodes: [{ id: NAME, size: 70 }], links: [] }} onNodeClick={() => undefined} />);
    const props = given.props;
    if (!props) throw new Error('the force layout was not drawn');
    expect(props.nodeLabel({ id: NAME })).toBe('');
    const tooltip = screen.getByTestId('collaboration-graph-tooltip');
    expect(tooltip).toBeEmptyDOMElement();

    act(() => props.onNodeHover({ id: NAME }));
    expect(tooltip).toHaveTextContent(NAME);
    expect(tooltip.querySelector('img')).toBeNull();

    act(() => props.onNodeHover(null));
    expect(tooltip).toBeEmptyDOMElement();
  });
});
