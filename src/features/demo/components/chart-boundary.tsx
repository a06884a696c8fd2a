import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: ReactNode };

/** Keeps a chart that fails to load or draw from taking the rest of the card with it. */
export class ChartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
