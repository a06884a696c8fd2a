/**
 * The canvas drawing of the collaboration network (react-force-graph-2d, loaded lazily with the
 * network widget only). Size 800x900 on wide screens, link distance 100, charge -90. The layout
 * runs WARMUP_TICKS before the first frame, which is then fitted to its box with room for the names
 * (so the network never opens cropped, at 1366 px or on a phone); it is fitted again when the layout
 * comes to rest (unless the user zoomed or panned meanwhile: with the buttons, the wheel or a drag)
 * and when the box is resized; zoom buttons step by
 * 0.5 and "Fit to box" fits again. Hovering a node highlights its links.
 * Every link must join two of the nodes (the widget drops the others): the layout throws otherwise.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import ForceGraph2D, { type ForceGraphMethods, type LinkObject, type NodeObject } from 'react-force-graph-2d';
import type { CollaborationGraph } from '@/api/conference';
import { FollowingTooltip, useFollowingTooltip } from '@/components/charts/following-tooltip';
import { useElementWidth } from '@/components/charts/lib/use-element-width';
import { seriesColor } from '../lib/palette';

export const GRAPH_WIDTH = 800;
export const GRAPH_HEIGHT = 900;
export const ZOOM_STEP = 0.5;
/** Room (px) kept around the outermost nodes when fitting: half of a long name drawn under a node. */
export const FIT_PADDING = 56;
const FIT_MS = 400;
/** Layout steps computed before the first frame: the first frame is already close to the rest shape. */
export const WARMUP_TICKS = 60;

type Node = { id: string; size: number; colorIndex: number };
type Link = { source: string; target: string };

/** A link end is the node id before the simulation starts and the node object after. */
function endId(end: unknown): string {
  if (typeof end === 'object' && end !== null && 'id' in end) return String(end.id);
  return String(end ?? '');
}

/** Whether `link` joins the hovered node (none hovered: false). */
function touches(link: LinkObject<Node, Link>, hovered: string | null): boolean {
  return hovered !== null && (endId(link.source) === hovered || endId(link.target) === hovered);
}

/** A node's name under it, at the same size on the screen whatever the zoom (`scale`). */
function drawName(node: NodeObject<Node>, ctx: CanvasRenderingContext2D, scale: number): void {
  ctx.font = `${11 / scale}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#212529';
  ctx.fillText(node.id, node.x ?? 0, (node.y ?? 0) + 6);
}

function ZoomButtons({ onZoom, onFit }: { onZoom: (delta: number) => void; onFit: () => void }) {
  return (
    <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Zoom the network">
      <button type="button" className="btn btn-outline-secondary" onClick={() => onZoom(ZOOM_STEP)}>
        Zoom in
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => onZoom(-ZOOM_STEP)}>
        Zoom out
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onFit}>
        Fit to box
      </button>
    </div>
  );
}

/**
 * The graph's view: the forces set and the layout restarted for new `data`, fitted once laid out and
 * again on a new box size, and the zoom kept once the user zoomed or panned (see the file's comment).
 */
function useGraphView(data: { nodes: Node[]; links: Link[] }, width: number, height: number) {
  const ref = useRef<ForceGraphMethods<NodeObject<Node>, LinkObject<Node, Link>> | undefined>(undefined);
  // whether this graph has been fitted once (its first laid-out frame): from then on a resize fits it again
  const settled = useRef(false);
  // no more automatic fit when the engine stops: done once at rest, or the user zoomed or panned (kept)
  const keepView = useRef(false);
  // a wheel or drag of the user's is under way: the library asks its zoom filter only for those,
  // never for the fits this component asks for, so a zoom reported meanwhile is the user's
  const userGesture = useRef(false);
  const noteUserGesture = () => {
    userGesture.current = true;
    return true;
  };

  useEffect(() => {
    settled.current = false;
    keepView.current = false;
    const methods = ref.current;
    if (!methods) return;
    methods.d3Force('link')?.distance?.(100);
    methods.d3Force('charge')?.strength?.(-90);
    methods.d3ReheatSimulation();
  }, [data]);

  const fit = (ms: number) => ref.current?.zoomToFit(ms, FIT_PADDING);

  // a new box size (a turned phone, a resized window) keeps the laid-out graph fitted
  useEffect(() => {
    if (settled.current) ref.current?.zoomToFit(0, FIT_PADDING);
  }, [width, height]);

  const zoomBy = (delta: number) => {
    const methods = ref.current;
    if (!methods) return;
    keepView.current = true;
    methods.zoom(Math.max(ZOOM_STEP, methods.zoom() + delta), 300);
  };
  return { ref, settled, keepView, userGesture, noteUserGesture, fit, zoomBy };
}

export default function ForceGraph({ graph, onNodeClick }: { graph: CollaborationGraph; onNodeClick: (id: string) => void }) {
  const [boxRef, measured] = useElementWidth();
  const width = Math.min(GRAPH_WIDTH, measured || GRAPH_WIDTH);
  const height = width < GRAPH_WIDTH ? Math.min(GRAPH_HEIGHT, Math.max(420, Math.round(width * 1.2))) : GRAPH_HEIGHT;
  const [hovered, setHovered] = useState<string | null>(null);
  // the hovered node's name in the one chart tooltip, moved with the pointer (no re-render per move)
  const tooltip = useFollowingTooltip();
  // force-graph writes positions into the objects it gets: give it copies, never the cached answer
  const data = useMemo(
    () => ({
      nodes: graph.nodes.map((node, i) => ({ id: node.id, size: node.size, colorIndex: i })),
      links: graph.links.map((link) => ({ source: link.source, target: link.target })),
    }),
    [graph],
  );
  const { ref, settled, keepView, userGesture, noteUserGesture, fit, zoomBy } = useGraphView(data, width, height);

  return (
    <div>
      <ZoomButtons onZoom={zoomBy} onFit={() => fit(FIT_MS)} />
      <div ref={boxRef} className="conf-graph border rounded" aria-hidden="true" data-testid="collaboration-graph" onPointerMove={tooltip.follow}>
        <ForceGraph2D<Node, Link>
          ref={ref}
          graphData={data}
          width={width}
          height={height}
          backgroundColor="#ffffff"
          nodeVal={(node) => Math.max(1, node.size / 70)}
          // no library tooltip: it would parse a name from the server as HTML (the one below shows it as text)
          nodeLabel={() => ''}
          nodeColor={(node) => seriesColor(node.colorIndex)}
          nodeCanvasObjectMode={() => 'after'}
          nodeCanvasObject={drawName}
          linkColor={(link) => (touches(link, hovered) ? '#c0392b' : '#8a9199')}
          linkWidth={(link) => (touches(link, hovered) ? 3 : 1)}
          onNodeHover={(node) => setHovered(node ? String(node.id) : null)}
          onNodeClick={(node) => onNodeClick(String(node.id))}
          enableZoomInteraction={noteUserGesture}
          enablePanInteraction={noteUserGesture}
          onZoom={() => {
            if (userGesture.current) keepView.current = true;
          }}
          onZoomEnd={() => {
            userGesture.current = false;
          }}
          warmupTicks={WARMUP_TICKS}
          cooldownTicks={200}
          onEngineTick={() => {
            // the first frame after the warm-up: fit at once, so the network opens whole
            if (settled.current) return;
            settled.current = true;
            fit(0);
          }}
          onEngineStop={() => {
            // at rest, fitted once more to the final shape unless the user zoomed; a node dragged later
            // (the engine stops again) does not undo the user's zoom either
            if (keepView.current) return;
            keepView.current = true;
            fit(FIT_MS);
          }}
        />
        <FollowingTooltip handle={tooltip} text={hovered !== null ? { title: hovered, rows: [] } : null} testId="collaboration-graph-tooltip" />
      </div>
    </div>
  );
}
