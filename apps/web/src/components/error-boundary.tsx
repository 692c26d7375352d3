import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches a page that fails to render or whose chunk fails to load (e.g. after a deploy). */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }), this.state.error);
    return this.props.children;
  }
}
