/** Catches a screen that failed to load or render, and offers to try again instead of a blank page. */
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-state error-state--screen" role="alert">
        <p>
          <Trans>This screen could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
}
