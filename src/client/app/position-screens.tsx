/**
 * The Position tab composed from two features (a feature never imports another; app/ does): the positions screen
 * with the contracts feature's list of open leveraged positions in its place.
 */
import type { ReactNode } from 'react';
import { OpenPositionsPanel } from '../features/contracts/open-positions-panel';
import { PositionScreen } from '../features/positions/position-screen';

const leveraged = (title: ReactNode) => <OpenPositionsPanel title={title} />;

export default function PositionTabScreen() {
  return <PositionScreen leveraged={leveraged} />;
}
