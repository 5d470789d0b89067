import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows the global error screen (spec §2). */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // eslint-disable-next-line no-console -- in the browser, the console is where an unexpected render error is reported
    console.error('Unhandled render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? <ErrorScreen onRetry={this.reset} /> : this.props.children;
  }
}
