// Proves the contract screens speak the user's language from the trading catalog, and that the words with a context (a position's state, why it ended, its Close button) keep their trading meaning beside the same English words of other screens (a withdrawal's "Finished", the drawer's "Close").
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { shownText } from '../../support/shown-text';
import { contractPaths } from '../../../../src/common/api-paths';
import { contractCloseReasons, contractStatus } from '../../../../src/common/trading-types';
import { OpenPositionsPanel } from '../../../../src/client/features/contracts/open-positions-panel';
import ContractRecordsScreen from '../../../../src/client/features/contracts/records-screen';
import { activateLocale, loadCatalogPart } from '../../../../src/client/lib/i18n/i18n';
import { envelope, renderScreen, routeFetch } from '../me/me-test-kit';
import { page, position, serveContracts } from './contract-kit';
import { signedInScreenHooks } from '../screen-kit';

const finished = position({
  id: 'r1',
  status: contractStatus.finished,
  closePrice: '61000',
  closeReason: contractCloseReasons.takeProfit,
  profit: '16.66666666',
  closedAt: Date.UTC(2026, 0, 2, 4, 0, 0),
});

signedInScreenHooks({ english: false });
afterAll(() => activateLocale('en-US'));

describe.each([
  ['zh-CN', '已平仓', '止盈', '平仓', '已完成'],
  ['ko-KR', '청산 완료', '익절', '청산', '완료'],
  ['ja-JP', '決済済み', '利確', '決済', '完了'],
] as const)('in %s', (locale, finishedText, takeProfitText, closeText, assetsFinished) => {
  it('writes states, reasons and Close in their trading sense', async () => {
    await activateLocale(locale);
    // The assets part says "Finished" of a withdrawal; loaded beside trading, neither overrides the other.
    await loadCatalogPart('assets', locale);
    routeFetch({ [contractPaths.list]: () => envelope(page([finished])) });
    renderScreen(<ContractRecordsScreen />);
    const record = within(await screen.findByTestId('contract-record-r1'));
    expect(shownText(record.getByTestId('contract-record-status').textContent)).toBe(finishedText);
    expect(shownText(record.getByTestId('contract-record-reason').textContent)).toBe(takeProfitText);
    // The same English word without the context is the withdrawal's, still translated its own way.
    expect(shownText(i18n._(msg`Finished`))).toBe(assetsFinished);
    cleanup();
    vi.unstubAllGlobals();

    serveContracts({ btc: 61000, coin: '0', contract: '0', positions: page([position()]) });
    renderScreen(<OpenPositionsPanel title="-" />);
    expect(shownText((await screen.findByTestId('position-p1-close')).textContent)).toBe(closeText);
  });
});
