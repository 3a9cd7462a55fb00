import { Component, type ErrorInfo, type ReactNode } from 'react';
import { deviceIsOffline, OfflinePage } from '@church/platform/offline-page';
import { Button } from 'shared_ui/Button';
import { createErrorId } from '../errorId';
import { Actions, Panel } from './ErrorScreenView';

export const ERROR_TITLE = 'Oops! Something Went Wrong';
export const ERROR_TEXT = "We're sorry for the inconvenience. Our team has been automatically notified.";

interface Props {
  children: ReactNode;
  /** Where "Go Home" leads (a full navigation: the app may be in a broken state). */
  homeHref?: string;
  /** A change (e.g. the path) clears a shown error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  errorId: string | null;
}

/** Wraps every page: a rendering failure shows this screen instead of a blank page. */
export class ErrorScreen extends Component<Props, State> {
  state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: Error): State {
    return { error, errorId: createErrorId() };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // The report: the id on screen matches this log line.
    console.error(`[${this.state.errorId}]`, error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null, errorId: null });

  render() {
    if (!this.state.error) return this.props.children;
    // Code this device never kept failed to load offline: say so rather than "something went wrong".
    if (deviceIsOffline()) return <OfflinePage />;
    return <ErrorScreenContent errorId={this.state.errorId!} onReset={this.reset} homeHref={this.props.homeHref} />;
  }
}

export function ErrorScreenContent({ errorId, onReset, homeHref = '/' }: { errorId: string; onReset?: () => void; homeHref?: string }) {
  return (
    <Panel role="alert" aria-labelledby="error-screen-title" data-testid="error-screen">
      <h1 id="error-screen-title">{ERROR_TITLE}</h1>
      <p>{ERROR_TEXT}</p>
      <ul aria-label="Things to try">
        <li>Refresh the page.</li>
        <li>Clear your browser cache and try again.</li>
        <li>Return to the home page.</li>
      </ul>
      <p>
        If the problem persists, quote this error ID to support: <code data-testid="error-id">{errorId}</code>
      </p>
      <Actions>
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="outline-primary" onClick={() => window.location.assign(homeHref)}>
          Go Home
        </Button>
        {onReset && (
          <Button variant="ghost" onClick={onReset}>
            Try Again
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
