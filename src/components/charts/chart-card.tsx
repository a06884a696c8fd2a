import { Component, useRef, type ErrorInfo, type ReactNode } from 'react';
import { ChartExportMenu, type ChartDrawing } from './chart-export-menu';

export const CHART_ERROR_MESSAGE = 'This chart could not be drawn.';

type BoundaryProps = {
  children: ReactNode;
  resetKey?: unknown;
  /** what shows instead of a chart that failed to load or draw; defaults to CHART_ERROR_MESSAGE */
  fallback?: ReactNode;
};
type BoundaryState = { failed: boolean; resetKey: unknown };

/**
 * The one chart error boundary: catches a chart that fails to load (a lazy chunk) or to draw, so
 * that the rest of the page stays usable. ChartCard wraps every chart card in it.
 */
export class ChartErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // new data gets a new chance to draw
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('chart failed to draw', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return (
        <div className="alert alert-warning mb-0" role="alert">
          {CHART_ERROR_MESSAGE}
        </div>
      );
    }
    return this.props.children;
  }
}

type ChartCardProps = {
  title: ReactNode;
  children: ReactNode;
  /** buttons or links in the card header */
  actions?: ReactNode;
  /** when this changes, a failed chart is tried again */
  resetKey?: unknown;
  className?: string;
  /** the chart's name in its export menu and files; the title when omitted (required when the title is not text) */
  exportName?: string;
  /** what the chart is drawn as: 'svg' (PNG and SVG export) or 'canvas' (PNG only) */
  drawing?: ChartDrawing;
  /** false for an illustration without plotted values (no "Download data (CSV)") */
  exportData?: boolean;
  /** whose chart, for the exported files' names; the screen's (ChartExportWhose) when omitted */
  exportWhose?: string;
  /** the title's heading level: 2 on a page, deeper inside a section that has its own heading */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A card with a title whose body is guarded by its own error boundary, and an export menu: the
 * chart as PNG (and SVG when it is svg) and the values of its hidden table as CSV.
 */
export function ChartCard({ title, children, actions, resetKey, className, exportName, drawing = 'svg', exportData = true, exportWhose, headingLevel = 2 }: ChartCardProps) {
  const Heading = `h${headingLevel}` as const;
  const body = useRef<HTMLDivElement>(null);
  const chart = exportName ?? (typeof title === 'string' ? title : 'chart');
  return (
    <section className={`card shadow-sm${className ? ` ${className}` : ''}`}>
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <Heading className="h6 mb-0">{title}</Heading>
        <div className="ms-auto d-flex flex-wrap align-items-center justify-content-end gap-2">
          {actions}
          <ChartExportMenu chart={chart} whose={exportWhose} drawing={drawing} data={exportData} target={body} />
        </div>
      </div>
      <div className="card-body" ref={body}>
        <ChartErrorBoundary resetKey={resetKey}>{children}</ChartErrorBoundary>
      </div>
    </section>
  );
}
