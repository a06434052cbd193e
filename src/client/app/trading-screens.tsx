/**
 * Every screen of the Trade and Position tabs as ONE chunk: spot, leveraged contracts, second contracts, their
 * records and the Position tab. Each lazy import in the route table is JavaScript every start downloads (its
 * loader and its list of files), and with a chunk per area the bundler also split small shell modules out of the
 * start-up chunk; one chunk keeps /home within its budget, and the trading screens share most of their code anyway.
 * The Position tab is composed here from two features (a feature never imports another; app/ does): the positions
 * screen with the contracts feature's list of open leveraged positions in its place.
 */
import type { ReactNode } from 'react';
import { OpenPositionsPanel } from '../features/contracts/open-positions-panel';
import { PositionScreen } from '../features/positions/position-screen';

import SpotScreenOf from '../features/spot/spot-screen';
import ContractScreenOf from '../features/contracts/contract-screen';
import { SecondContractScreen as SecondContractScreenOf } from '../features/second-contract/second-contract-screens';
import { rememberingTradeAddress } from './trade-tab';

export { ActionRedirect } from './trade-tab';
export { default as SpotRecordsScreen } from '../features/spot/records-screen';
// The Trade tab's three screens remember their address, so the tab leads back to them (app/trade-tab.tsx).
export const SpotScreen = rememberingTradeAddress(SpotScreenOf);
export const ContractScreen = rememberingTradeAddress(ContractScreenOf);
export const SecondContractScreen = rememberingTradeAddress(SecondContractScreenOf);
export { default as ContractRecordsScreen } from '../features/contracts/records-screen';

export { SecondRecordsScreen, SecondDetailScreen } from '../features/second-contract/second-contract-screens';

const leveraged = (title: ReactNode, offlineNoteId: string) => (
  <OpenPositionsPanel title={title} offlineNoteId={offlineNoteId} />
);

export function PositionTabScreen() {
  return <PositionScreen leveraged={leveraged} />;
}
