/**
 * The leveraged-contract screens and the Position tab as one chunk: the route table then holds one lazy import for
 * the three (each entry is JavaScript every start downloads), and they share most of their code. The Position tab
 * is composed here from two features (a feature never imports another; app/ does): the positions screen with the
 * contracts feature's list of open leveraged positions in its place.
 */
import type { ReactNode } from 'react';
import { OpenPositionsPanel } from '../features/contracts/open-positions-panel';
import { PositionScreen } from '../features/positions/position-screen';

export { default as ContractScreen } from '../features/contracts/contract-screen';
export { default as ContractRecordsScreen } from '../features/contracts/records-screen';

const leveraged = (title: ReactNode) => <OpenPositionsPanel title={title} />;

export function PositionTabScreen() {
  return <PositionScreen leveraged={leveraged} />;
}
