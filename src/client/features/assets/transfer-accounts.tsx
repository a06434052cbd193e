/** From and to of a transfer, with the control that swaps them (which changes the transfer's `type`). */
import { Trans, useLingui } from '@lingui/react/macro';
import { transferDirections, type TransferDirection } from '../../../common/wallet-types';
import { SwapIcon } from './asset-icons';

export function TransferAccounts({
  direction,
  onSwap,
}: {
  direction: TransferDirection;
  onSwap: () => void;
}) {
  const { t } = useLingui();
  const coin = <Trans>Coin account</Trans>;
  const contract = <Trans>Contract account</Trans>;
  const fromCoin = direction === transferDirections.coinToContract;
  return (
    <div className="transfer-accounts">
      <dl className="transfer-accounts__list">
        <div className="transfer-accounts__row">
          <dt>
            <Trans context="the account a transfer takes money from">From</Trans>
          </dt>
          <dd data-testid="transfer-from">{fromCoin ? coin : contract}</dd>
        </div>
        <div className="transfer-accounts__row">
          <dt>
            <Trans context="the account a transfer puts money into">To</Trans>
          </dt>
          <dd data-testid="transfer-to">{fromCoin ? contract : coin}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="icon-button transfer-accounts__swap"
        aria-label={t`Swap from and to`}
        data-testid="transfer-swap"
        onClick={onSwap}
      >
        <SwapIcon />
      </button>
    </div>
  );
}
