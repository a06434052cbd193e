/** Choose the currency of a new withdrawal address (/assert/addresscurrencylist); each leads to the add form. */
import { useLingui } from '@lingui/react/macro';
import { networksByCurrency } from '../../../common/networks';
import { walletCurrencies } from '../../../common/wallet-types';
import { ChevronIcon } from '../../components/account-icons';
import { CoinIcon } from '../../components/coin-icon';
import { addAddressHref, addressListPath } from './funding-links';
import { FundingScreen } from './funding-screen';

export default function AddressCurrencyScreen() {
  const { t } = useLingui();
  return (
    <FundingScreen
      title={() => t`Choose a currency`}
      backTo={addressListPath}
      testId="address-currency-screen"
    >
      {() => (
        <ul className="fund-rows fund-currencies" aria-label={t`Currencies`}>
          {walletCurrencies.map((currency) => (
            <li key={currency}>
              <a
                className="fund-currency"
                href={`#${addAddressHref(currency)}`}
                data-testid={`address-currency-${currency}`}
              >
                <CoinIcon coin={currency} />
                <span className="fund-currency__name">{currency}</span>
                <span className="fund-currency__networks">
                  {(networksByCurrency[currency] ?? []).join(' · ')}
                </span>
                <ChevronIcon />
              </a>
            </li>
          ))}
        </ul>
      )}
    </FundingScreen>
  );
}
