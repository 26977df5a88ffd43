import { Component, type ReactNode } from 'react';

/**
 * docs/errors.md "The error page": if showing the error page itself fails, a plain link back home is offered. It uses
 * no theme or router so that nothing it needs can be what failed.
 */
export class SafeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[error page] failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: 24, fontFamily: 'sans-serif', color: '#fff', background: '#0d0f14', minHeight: '100vh' }}>
        <p>เกิดข้อผิดพลาด (An error occurred)</p>
        <a href="/" style={{ color: '#f5c542' }}>
          กลับหน้าแรก
        </a>
      </div>
    );
  }
}
