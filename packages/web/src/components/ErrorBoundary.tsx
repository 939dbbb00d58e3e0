import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/** Shows a sentence instead of a blank page when a page fails (for example a chunk that won't load). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
