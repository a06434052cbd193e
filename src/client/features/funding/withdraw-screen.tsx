/**
 * Withdraw (/assert/withdrawel, optional ?currency=): for a verified user with a trade password, the form for the
 * currency; otherwise what is missing and where to do it. The currency is chosen at the top, since the addresses
 * and limits depend on it.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states';
import { LoadingRows } from '../../components/screen-states';
import { useUserInfo } from '../../lib/account/user-info';
import { useAddressBook } from './address-book-api';
import { useCoinAvailable } from './coin-balance';
import { useCurrencyParam } from './currency-param';
import { assetsPath } from './funding-links';
import { FundingScreen } from './funding-screen';
import { WithdrawGateNotice, withdrawGate } from './kyc-gate';
import { CurrencySelect } from './currency-select';
import { CurrencyUnavailable } from './currency-unavailable';
import { WithdrawForm } from './withdraw-form';
import { settingsOf, useWalletConfig } from './wallet-config';

function WithdrawBody() {
  const user = useUserInfo();
  const config = useWalletConfig();
  const book = useAddressBook();
  const [currency, setCurrency] = useState(useCurrencyParam());
  const balance = useCoinAvailable(currency);

  if (!user.info) {
    return user.error ? (
      <QueryStates query={user} data={undefined}>
        {() => null}
      </QueryStates>
    ) : (
      <LoadingRows count={4} />
    );
  }
  const gate = withdrawGate(user.info);
  if (gate) return <WithdrawGateNotice gate={gate} />;
  const data = config.data && book.data ? { config: config.data, book: book.data } : undefined;
  const failed = config.error ? config : book;
  return (
    <QueryStates query={failed} data={data}>
      {({ config: loaded, book: entries }) => {
        const settings = settingsOf(loaded, currency);
        if (!settings) return <CurrencyUnavailable currency={currency} />;
        return (
          <>
            <div className="fund-form fund-form--head">
              <CurrencySelect id="withdraw-currency" currency={currency} onChange={setCurrency} />
            </div>
            <WithdrawForm
              // A new form per currency: an amount typed for one coin means nothing for another.
              key={currency}
              settings={settings}
              addresses={entries.filter((entry) => entry.currency === currency)}
              available={balance.available}
              onWithdrawn={balance.reload}
            />
          </>
        );
      }}
    </QueryStates>
  );
}

export default function WithdrawScreen() {
  const { t } = useLingui();
  return (
    <FundingScreen title={() => t`Withdraw`} backTo={assetsPath} testId="withdraw-screen">
      {() => <WithdrawBody />}
    </FundingScreen>
  );
}
