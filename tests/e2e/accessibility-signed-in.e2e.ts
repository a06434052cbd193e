// Proves, signed in, what accessibility.e2e.ts proves logged out: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on any route of the router in the four languages (every route in English and, in turn, in one of the others; every route in all four under `npm run test:deep`), the page language follows the chosen one, and the main tabs have their landmarks. A spec of its own so that it runs beside the logged-out sweeps, in the other end-to-end worker.
import { describeSweeps, prepareSweeps } from './support/a11y-sweeps';

describeSweeps('logged in', prepareSweeps());
