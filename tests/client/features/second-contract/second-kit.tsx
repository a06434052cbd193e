/** Helpers of the timed-order tests: /bb envelopes, orders and durations, a fake server and the screens' routes. */
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { useHashPath, useHashSearch } from '../../../../src/client/lib/router/use-hash-location';
import { renderScreen } from '../me/me-test-kit';

export * from './second-server';

/** Renders `screen` at `path` under the app's hash router, so the query works. */
export function renderAt(path: string, pattern: string, screen: ReactElement) {
  window.location.hash = `#${path}`;
  return renderScreen(
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <Route path={pattern}>{screen}</Route>
    </Router>,
  );
}
