import { useId, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { FollowingTooltip, useFollowingTooltip } from '@/components/charts/following-tooltip';
import { PlottedValues } from '@/components/charts/plotted-values';
import type { ConceptMap } from '@/components/charts/lib/concept-map';
import type { InterestColors } from '@/components/charts/lib/palette';

const CATEGORY_COLOR = '#4d5562';
const LINK_COLOR = '#9aa3af';

type MapNodeData = ConceptMap['nodes'][number];

/** The links between interests and their categories; those of the current node lit in its interest's colour, the rest dimmed. */
function MapLinks({ map, byId, current, linkColor }: { map: ConceptMap; byId: Map<string, MapNodeData>; current: string | null; linkColor: (source: string) => string }) {
  return map.links.map((link) => {
    const source = byId.get(link.source);
    const target = byId.get(link.target);
    if (!source || !target) return null;
    const lit = current !== null && (link.source === current || link.target === current);
    const middle = (source.x + target.x) / 2;
    return (
      <path
        key={`${link.source}->${link.target}`}
        d={`M${source.x},${source.y} C${middle},${source.y} ${middle},${target.y} ${target.x},${target.y}`}
        fill="none"
        stroke={lit ? linkColor(link.source) : LINK_COLOR}
        strokeWidth={lit ? 3 : 1.5}
        opacity={current === null || lit ? 1 : 0.25}
      />
    );
  });
}

type MapNodeProps = {
  node: MapNodeData;
  weight: number;
  radius: number;
  color: string;
  dim: boolean;
  pressed: boolean;
  /** an interest without a Wikipedia category (said beside it) */
  unlinked: boolean;
  anchor: Ref<SVGGElement> | undefined;
  onActive: (id: string | null) => void;
  onPress: () => void;
};

/** A node as a button: an interest (sized by weight, named above) or a category (named beside it). */
function MapNode({ node, weight, radius, color, dim, pressed, unlinked, anchor, onActive, onPress }: MapNodeProps) {
  const interest = node.kind === 'interest';
  return (
    <g
      ref={anchor}
      role="button"
      tabIndex={0}
      aria-pressed={pressed}
      aria-label={
        interest
          ? // the visible texts first and in their order (WCAG 2.5.3, label in name), then the weight
            `Interest ${node.fullLabel}${unlinked ? ', no Wikipedia category' : ''}, weight ${weight}`
          : `Category ${node.fullLabel}`
      }
      className="rima-concept-node"
      opacity={dim ? 0.3 : 1}
      style={{ cursor: 'pointer' }}
      onMouseEnter={() => onActive(node.id)}
      onMouseLeave={() => onActive(null)}
      onFocus={() => onActive(node.id)}
      onBlur={() => onActive(null)}
      onClick={onPress}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPress();
        }
      }}
    >
      <circle cx={node.x} cy={node.y} r={radius} fill={color} stroke="#fff" strokeWidth={2} />
      {interest ? (
        <text x={node.x} y={node.y - radius - 10} textAnchor="middle" style={{ fontSize: 20, fontWeight: 700, fill: color }}>
          {node.label}
        </text>
      ) : null}
      {/* a space between the texts: read together they are "label no Wikipedia category" */}
      {unlinked ? ' ' : null}
      {unlinked ? (
        <text x={node.x + radius + 12} y={node.y} dominantBaseline="middle" style={{ fontSize: 16, fontStyle: 'italic', fill: '#4d5562' }}>
          no Wikipedia category
        </text>
      ) : null}
      {interest ? null : (
        <text x={node.x + 14} y={node.y} dominantBaseline="middle" style={{ fontSize: 16, fill: '#1f2937' }}>
          {node.label}
        </text>
      )}
    </g>
  );
}

type CategoryChooserProps = {
  categories: MapNodeData[];
  pinned: MapNodeData | null;
  chooserRef: RefObject<HTMLSelectElement | null>;
  onChoose: (id: string | null) => void;
  action: (category: string) => ReactNode;
};

/** Under the map, for the keyboard: the categories to choose from, and the chosen one's name with `action`. */
function CategoryChooser({ categories, pinned, chooserRef, onChoose, action }: CategoryChooserProps) {
  const chooserId = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2 small">
      {categories.length > 0 ? (
        <>
          <label htmlFor={chooserId} className="form-label mb-0">
            Category
          </label>
          <select
            id={chooserId}
            ref={chooserRef}
            className="form-select form-select-sm w-auto mw-100"
            value={pinned?.id ?? ''}
            onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">Choose a category…</option>
            {categories.map((node) => (
              <option key={node.id} value={node.id}>
                {node.fullLabel}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-2" aria-live="polite">
        {pinned ? (
          <>
            <span className="text-break">
              Category <strong>{pinned.fullLabel}</strong>
            </span>
            {action(pinned.fullLabel)}
          </>
        ) : (
          <span className="text-muted">Press a category to add it as an interest.</span>
        )}
      </div>
    </div>
  );
}

/** An interest's categories in the table of plotted values ("none …", or "a, b (showing 2 of 9)"). */
function categoriesCell(interest: ConceptMap['interests'][number]): string {
  if (interest.categories.length === 0) return 'none (no Wikipedia category)';
  const more = interest.totalCategories > interest.categories.length ? ` (showing ${interest.categories.length} of ${interest.totalCategories})` : '';
  return `${interest.categories.join(', ')}${more}`;
}

/**
 * The concept map on its stage (900 wide, as tall as its rows; SVG: React draws, the layout is a pure function). On a
 * narrow screen the stage keeps a legible minimum width and scrolls inside its card. Every node is
 * a button: hovering, focusing or pressing it highlights its links; hovering or focusing it shows its full name
 * (cut on the map) in the chart tooltip beside it. A pressed category shows its full name under the
 * map with `categoryAction` (the own profile's "Add as an interest"). For the keyboard, the same
 * categories are a list to choose from under the map, and the map's first focus stop is a skip
 * button to that list: adding a category never means tabbing through every node. Each interest in its
 * colour (`colors`, of the user's interests), as in every view.
 */
export function ConceptMapChart({ map, label, categoryAction, colors }: { map: ConceptMap; label: string; categoryAction?: (category: string) => ReactNode; colors: InterestColors }) {
  const [active, setActive] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const current = active ?? pinned;
  const tooltip = useFollowingTooltip<SVGGElement>();
  const connected = new Set<string>();
  if (current) {
    connected.add(current);
    map.links.forEach((link) => {
      if (link.source === current) connected.add(link.target);
      if (link.target === current) connected.add(link.source);
    });
  }
  const byId = new Map(map.nodes.map((node) => [node.id, node]));
  const activeNode = active === null ? null : (byId.get(active) ?? null);
  const interestIndex = new Map(map.interests.map((interest, index) => [`interest:${interest.keyword}`, index]));
  const maxWeight = Math.max(1, ...map.interests.map((interest) => interest.weight));
  const pinnedCategory = pinned === null ? null : byId.get(pinned);
  const categories = map.nodes.filter((node) => node.kind === 'category');
  const chooser = useRef<HTMLSelectElement>(null);
  // an interest without a category says so, unless none has one (the page says that once)
  const unlinked = new Set(map.links.length === 0 ? [] : map.interests.filter((interest) => interest.categories.length === 0).map((interest) => `interest:${interest.keyword}`));

  return (
    <figure className="mb-0" style={{ position: 'relative' }}>
      <p className="small text-muted d-md-none mb-2">The map is wider than this screen: scroll sideways inside it.</p>
      {categoryAction && categories.length > 0 ? (
        <button type="button" className="btn btn-link btn-sm visually-hidden-focusable" onClick={() => chooser.current?.focus()}>
          Skip the map to its categories
        </button>
      ) : null}
      <div className="rima-concept-map border rounded" style={{ overflowX: 'auto' }} onScroll={tooltip.place}>
        <svg
          viewBox={`0 0 ${map.stage.width} ${map.stage.height}`}
          role="group"
          aria-label={label}
          style={{ display: 'block', width: '100%', minWidth: 600, maxWidth: map.stage.width, margin: '0 auto' }}
        >
          <MapLinks map={map} byId={byId} current={current} linkColor={(source) => colors(map.interests[interestIndex.get(source) ?? 0]?.keyword ?? '')} />
          {map.nodes.map((node) => {
            const index = interestIndex.get(node.id) ?? 0;
            const weight = map.interests[index]?.weight ?? 1;
            return (
              <MapNode
                key={node.id}
                node={node}
                weight={weight}
                radius={node.kind === 'interest' ? 14 + (weight / maxWeight) * 16 : 7}
                color={node.kind === 'interest' ? colors(map.interests[index]?.keyword ?? '') : CATEGORY_COLOR}
                dim={current !== null && !connected.has(node.id)}
                pressed={pinned === node.id}
                unlinked={unlinked.has(node.id)}
                anchor={active === node.id ? tooltip.anchor : undefined}
                onActive={setActive}
                onPress={() => setPinned(pinned === node.id ? null : node.id)}
              />
            );
          })}
        </svg>
      </div>
      {categoryAction ? (
        <CategoryChooser categories={categories} pinned={pinnedCategory?.kind === 'category' ? pinnedCategory : null} chooserRef={chooser} onChoose={setPinned} action={categoryAction} />
      ) : null}
      <FollowingTooltip handle={tooltip} text={activeNode ? { title: activeNode.fullLabel, rows: [] } : null} />
      {unlinked.size > 0 && map.links.length > 0 ? (
        <p className="small text-muted mt-2 mb-0 text-break">
          No Wikipedia category for {map.interests.filter((interest) => interest.categories.length === 0).map((interest) => `“${interest.keyword}”`).join(', ')}: shown without links.
        </p>
      ) : null}
      <PlottedValues
        caption={label}
        columns={['Interest', 'Weight', 'Wikipedia categories']}
        rows={map.interests.map((interest) => [interest.keyword, interest.weight, categoriesCell(interest)])}
      />
    </figure>
  );
}
