/** Helpers of the asset tests: a fake asset server, the screens under the hash router, and the saved answers. */
import { Route, Router } from 'wouter';
import type { ReactElement } from 'react';
import { useHashPath, useHashSearch } from '../../../../src/client/lib/router/use-hash-location';
import { renderScreen } from '../me/me-test-kit';

export * from './assets-server';

/** Renders `screen` at `path` under the app's hash router, so route parameters and the query work. */
export function renderAt(path: string, pattern: string, screen: ReactElement) {
  window.location.hash = `#${path}`;
  return renderScreen(
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <Route path={pattern}>{screen}</Route>
    </Router>,
  );
}
