import { useImperativeHandle, type Ref } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import ForceGraph, { FIT_PADDING } from './force-graph';

type StandInProps = {
  ref?: Ref<unknown>;
  nodeLabel: (node: { id: string }) => string;
  onNodeHover: (node: { id: string } | null) => void;
  warmupTicks?: number;
  onEngineTick?: () => void;
  onEngineStop?: () => void;
  enableZoomInteraction?: boolean | ((event: MouseEvent) => boolean);
  enablePanInteraction?: boolean | ((event: MouseEvent) => boolean);
  onZoom?: (transform: { k: number; x: number; y: number }) => void;
  onZoomEnd?: (transform: { k: number; x: number; y: number }) => void;
};
const given = vi.hoisted(() => ({
  props: null as StandInProps | null,
  methods: { zoomToFit: vi.fn(), zoom: vi.fn(() => 1), d3Force: vi.fn(() => undefined), d3ReheatSimulation: vi.fn() },
}));

// jsdom has no canvas: a stand-in for the force layout that keeps the props the graph was given and
// offers the methods the graph calls through its ref
vi.mock('react-force-graph-2d', () => ({
  default: function ForceGraphStandIn(props: StandInProps) {
    given.props = props;
    useImperativeHandle(props.ref, () => given.methods);
    return <canvas />;
  },
}));

function drawn(): StandInProps {
  if (!given.props) throw new Error('the force layout was not drawn');
  return given.props;
}

beforeEach(() => {
  Object.values(given.methods).forEach((method) => method.mockClear());
});

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

  it('opens fitted: the layout warms up before the first frame, which is fitted at once, then fitted again at rest', () => {
    render(<ForceGraph graph={{ nodes: [{ id: 'A', size: 70 }, { id: 'B', size: 70 }], links: [{ source: 'A', target: 'B' }] }} onNodeClick={() => undefined} />);
    const props = drawn();
    expect(props.warmupTicks).toBeGreaterThan(0);
    expect(given.methods.zoomToFit).not.toHaveBeenCalled();

    act(() => props.onEngineTick?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(1);
    expect(given.methods.zoomToFit).toHaveBeenLastCalledWith(0, FIT_PADDING);
    // later ticks of the same layout leave the view alone
    act(() => props.onEngineTick?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(1);

    act(() => props.onEngineStop?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(2);
    // a node dragged later stops the engine again: the view stays
    act(() => props.onEngineStop?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(2);
  });

  it('keeps a zoom the user chose while the layout was still moving', async () => {
    const user = userEvent.setup();
    render(<ForceGraph graph={{ nodes: [{ id: 'A', size: 70 }], links: [] }} onNodeClick={() => undefined} />);
    const props = drawn();
    act(() => props.onEngineTick?.());
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    act(() => props.onEngineStop?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(1);
    expect(given.methods.zoom).toHaveBeenCalled();
  });

  /**
   * What the library does on a user's wheel or drag on the canvas (force-graph's d3-zoom): its filter
   * asks enableZoomInteraction (wheel) or enablePanInteraction (press) with the event, then reports
   * the moves through onZoom and the end through onZoomEnd. The fits this component asks for report
   * onZoom/onZoomEnd without asking the filter.
   */
  function userMoves(props: StandInProps, event: MouseEvent) {
    const filter = event.type === 'wheel' ? props.enableZoomInteraction : props.enablePanInteraction;
    const allowed = typeof filter === 'function' ? filter(event) : filter !== false;
    expect(allowed).toBe(true);
    act(() => props.onZoom?.({ k: 1.5, x: 10, y: 10 }));
    act(() => props.onZoomEnd?.({ k: 1.5, x: 10, y: 10 }));
  }

  function programmaticFitReported(props: StandInProps) {
    act(() => props.onZoom?.({ k: 0.8, x: 0, y: 0 }));
    act(() => props.onZoomEnd?.({ k: 0.8, x: 0, y: 0 }));
  }

  it.each([
    ['zooms with the wheel', () => new WheelEvent('wheel', { deltaY: -100 })],
    ['pans with a drag', () => new MouseEvent('mousedown', { button: 0 })],
  ])('keeps the view once the user %s while the layout is still moving', (_what, event) => {
    render(<ForceGraph graph={{ nodes: [{ id: 'A', size: 70 }, { id: 'B', size: 70 }], links: [] }} onNodeClick={() => undefined} />);
    const props = drawn();
    act(() => props.onEngineTick?.());
    programmaticFitReported(props);
    userMoves(props, event());
    act(() => props.onEngineStop?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(1);
  });

  it("still fits at rest after its own fits are reported as zooms (they are not the user's)", () => {
    render(<ForceGraph graph={{ nodes: [{ id: 'A', size: 70 }, { id: 'B', size: 70 }], links: [] }} onNodeClick={() => undefined} />);
    const props = drawn();
    act(() => props.onEngineTick?.());
    programmaticFitReported(props);
    act(() => props.onEngineStop?.());
    expect(given.methods.zoomToFit).toHaveBeenCalledTimes(2);
  });
});
