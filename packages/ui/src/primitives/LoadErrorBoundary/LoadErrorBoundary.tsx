import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';

export type LoadErrorBoundaryProps = {
  children: ReactNode;
  /** What 重新加载 does; the apps reload the page (the default). */
  onReload?: () => void;
};

type State = { failed: boolean };

/**
 * Catches a page that cannot render — most often its code could not be fetched (a lost connection, or a tab left
 * open across a release) — and says so with a way out, instead of leaving a blank page. Give it a `key` that
 * changes with the route, so that moving to another page tries again.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('页面加载失败', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <Banner
        tone="error"
        title="页面加载失败"
        action={
          <Button size="sm" variant="primary" onClick={reload}>
            重新加载
          </Button>
        }
      >
        网络不稳定或花市刚刚更新，请重新加载页面。
      </Banner>
    );
  }
}
