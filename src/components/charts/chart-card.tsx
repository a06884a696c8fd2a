import { Component, type ErrorInfo, type ReactNode } from 'react';

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
};

/** A card with a title whose body is guarded by its own error boundary. */
export function ChartCard({ title, children, actions, resetKey, className }: ChartCardProps) {
  return (
    <section className={`card shadow-sm${className ? ` ${className}` : ''}`}>
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0">{title}</h2>
        {actions ? <div className="ms-auto d-flex gap-2">{actions}</div> : null}
      </div>
      <div className="card-body">
        <ChartErrorBoundary resetKey={resetKey}>{children}</ChartErrorBoundary>
      </div>
    </section>
  );
}
