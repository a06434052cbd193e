/** The platform's deposit address on the chosen network: its QR code, the address itself and a copy button. */
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/copy-button';
import { DepositQr } from './deposit-qr';

interface DepositAddressCardProps {
  currency: string;
  network: string;
  /** "" when the operator has not opened deposits on this network. */
  address: string;
}

export function DepositAddressCard({ currency, network, address }: DepositAddressCardProps) {
  const { t } = useLingui();
  if (address === '') {
    return (
      <p className="fund-note fund-note--warn" role="status" data-testid="recharge-no-address">
        <Trans>
          Deposits of {currency} on {network} are not open at the moment. Please choose another network or try
          again later.
        </Trans>
      </p>
    );
  }
  return (
    <section className="fund-card fund-address-card" aria-labelledby="recharge-address-title">
      <h2 id="recharge-address-title" className="fund-card__title">
        <Trans>
          Deposit address ({currency}, {network})
        </Trans>
      </h2>
      <DepositQr address={address} />
      <div className="fund-address-card__row">
        <code className="fund-address" data-testid="recharge-address">
          {address}
        </code>
        <CopyButton text={address} label={t`Copy the deposit address`} testId="recharge-copy" />
      </div>
      <p className="fund-card__hint">
        <Trans>
          Send only {currency} on the {network} network to this address. Other coins or networks are lost.
        </Trans>
      </p>
    </section>
  );
}
