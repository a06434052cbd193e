/**
 * Coin account versus contract account (spec: "Contract: coin account versus contract account, transfer, add bank
 * card and collection account"): the available USDT of each, a shortcut to move USDT from the coin account to the
 * contract account, one to the bank cards and collection accounts, and the note that positions are paid from the
 * contract account only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssetList } from '../../../common/wallet-types';
import { SavedAge } from '../../components/saved-age';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { availableUsdt } from './contracts-api';
import { bankCardsPath, transferToContractPath } from './contract-links';
import { amountText } from '../../../common/number-format';
import { unknownFigure } from './contract-format';
import { Figure } from '../../components/figure';

interface AccountBalancesProps {
  coin: CachedQuery<AssetList>;
  contract: CachedQuery<AssetList>;
}

export function AccountBalances({ coin, contract }: AccountBalancesProps) {
  const { t } = useLingui();
  const balance = (query: CachedQuery<AssetList>) => {
    const available = availableUsdt(query.data);
    return available === undefined ? unknownFigure : `${amountText(available, 'USDT')} USDT`;
  };
  const oldest = [coin, contract].filter((query) => query.savedAtMs !== undefined);
  const savedAtMs = oldest.length ? Math.min(...oldest.map((query) => query.savedAtMs as number)) : undefined;
  return (
    <section className="ct-accounts" aria-labelledby="ct-accounts-title" data-testid="contract-accounts">
      <h2 id="ct-accounts-title" className="visually-hidden">
        <Trans>Balances</Trans>
      </h2>
      <dl className="ct-accounts__list">
        <Figure label={<Trans>Coin account, available</Trans>} testId="contract-balance-coin">
          {balance(coin)}
        </Figure>
        <Figure label={<Trans>Contract account, available</Trans>} testId="contract-balance-contract" strong>
          {balance(contract)}
        </Figure>
      </dl>
      <div className="ct-accounts__actions">
        <a
          className="button button--ghost button--small ct-accounts__transfer"
          href={`#${transferToContractPath}`}
          aria-label={t`Transfer USDT from the coin account to the contract account`}
          data-testid="contract-transfer"
        >
          <Trans>Transfer</Trans>
        </a>
        <a
          className="button button--ghost button--small"
          href={`#${bankCardsPath}`}
          aria-label={t`Bank cards and collection accounts`}
          data-testid="contract-bank-cards"
        >
          <Trans>Bank cards</Trans>
        </a>
      </div>
      <p className="ct-accounts__note">
        <Trans>
          Contracts use the contract account: the margin and the fee are taken from its available USDT.
        </Trans>
      </p>
      <SavedAge
        savedAtMs={savedAtMs}
        fromCache={coin.fromCache || contract.fromCache}
        className="ct-saved-age"
        testId="contract-accounts-age"
      >
        {(age) => <Trans>Balances saved {age}; not up to date.</Trans>}
      </SavedAge>
      {contract.error && !contract.data ? (
        <p className="ct-form__problem" role="alert">
          {contract.error.message}
        </p>
      ) : null}
    </section>
  );
}
