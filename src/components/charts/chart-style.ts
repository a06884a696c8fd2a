/**
 * The one axis, grid and legend style of the charts (recharts props), beside the one palette
 * (lib/palette.ts) and the one tooltip (chart-tooltip.tsx).
 */
import { LABEL_FONT_SIZE } from './lib/label-fit';

export const AXIS_TEXT_COLOR = '#374151';
export const AXIS_COLOR = '#666';
/** Props of every axis's tick labels. */
export const AXIS_TICK = { fontSize: LABEL_FONT_SIZE, fill: AXIS_TEXT_COLOR } as const;
/** Props of every axis line and tick mark. */
export const AXIS_LINE = { stroke: AXIS_COLOR } as const;
/** Props of every chart's grid: dashed, light. */
export const GRID = { strokeDasharray: '3 3', stroke: '#d0d5dd' } as const;
/** The band behind the pointed category. */
export const CURSOR = { fill: '#1f2937', fillOpacity: 0.06 } as const;
/** Marks are drawn at once: no animation delays the first paint or the tests. */
export const NO_ANIMATION = { isAnimationActive: false } as const;
/**
 * A value axis: its few "nice" ticks (recharts' default five) always fit, so every one is shown.
 * A numeric interval also spares recharts measuring each tick label in the DOM (a forced layout per
 * label) to decide which labels to drop, the costliest part of drawing a small chart.
 */
export const VALUE_AXIS = { interval: 0 } as const;
