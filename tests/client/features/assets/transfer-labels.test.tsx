// Proves the transfer screen's From and To keep their own words after the flash exchange's catalog has loaded in the
// same visit: both catalogs translate "From" and "To", each under its own context, so neither overrides the other.
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { transferDirections } from '../../../../src/common/wallet-types';
import { TransferAccounts } from '../../../../src/client/features/assets/transfer-accounts';
import { CurrencyPairPicker } from '../../../../src/client/features/exchange/currency-pair-picker';
import { activateLocale, loadCatalogPart } from '../../../../src/client/lib/i18n/i18n';
import { renderScreen } from '../me/me-test-kit';

afterEach(cleanup);
afterAll(() => activateLocale('en-US'));

describe.each([
  ['zh-CN', '从', '至', '兑换币种', '兑换为'],
  ['ko-KR', '보내는 계정', '받는 계정', '보낼 코인', '받을 코인'],
  ['ja-JP', '振替元', '振替先', '両替元', '両替先'],
] as const)('in %s', (locale, transferFrom, transferTo, exchangeFrom, exchangeTo) => {
  it('labels the transfer with accounts and the flash exchange with coins, whichever loaded last', async () => {
    await activateLocale(locale);
    await loadCatalogPart('assets', locale);
    // The flash exchange opened after the transfer screen: its catalog part is merged in last.
    await loadCatalogPart('exchange', locale);

    renderScreen(<TransferAccounts direction={transferDirections.coinToContract} onSwap={() => undefined} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([transferFrom, transferTo]);
    cleanup();

    renderScreen(<CurrencyPairPicker pair={{ from: 'USDT', to: 'BTC' }} onChange={() => undefined} />);
    expect(screen.getByLabelText(exchangeFrom)).toBeTruthy();
    expect(screen.getByLabelText(exchangeTo)).toBeTruthy();
  });
});
