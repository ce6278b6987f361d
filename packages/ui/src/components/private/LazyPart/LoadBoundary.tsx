import { Component, type ReactNode } from 'react';

/**
 * Around a part whose code is fetched apart from the page's (the mobile menu's panel, a dialog):
 * when that fetch fails, the part renders nothing and `onError` is told, instead of the failure
 * reaching the page's error boundary and taking the page down.
 */
export class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
