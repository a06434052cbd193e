/**
 * The withdrawal's destination: one of the user's saved addresses for the currency, as radio buttons (network,
 * address, note), or a way to add one when there is none.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalAddress } from '../../../common/wallet-types';
import { addAddressHref, addressListPath } from './funding-links';

interface AddressChoiceProps {
  currency: string;
  addresses: readonly WithdrawalAddress[];
  selectedId: string;
  onSelect: (id: string) => void;
  error: string | null;
}

export function AddressChoice({ currency, addresses, selectedId, onSelect, error }: AddressChoiceProps) {
  const { t } = useLingui();
  return (
    <fieldset
      id="withdraw-addresses"
      tabIndex={-1}
      className="fund-choice"
      aria-describedby={error ? 'withdraw-address-error' : undefined}
      data-testid="withdraw-addresses"
    >
      <legend className="field__label">{t`Withdrawal address`}</legend>
      {addresses.length === 0 ? (
        <p className="fund-note" data-testid="withdraw-no-address">
          <Trans>You have no saved {currency} address yet. Add one to withdraw to it.</Trans>
        </p>
      ) : (
        addresses.map((entry) => (
          <label
            key={entry.id}
            className={`fund-choice__option${entry.id === selectedId ? ' fund-choice__option--selected' : ''}`}
          >
            <input
              type="radio"
              name="withdraw-address"
              value={entry.id}
              checked={entry.id === selectedId}
              onChange={() => onSelect(entry.id)}
              data-testid={`withdraw-address-${entry.id}`}
            />
            <span className="fund-choice__text">
              <span className="fund-badge">{entry.network}</span>
              <code className="fund-address">{entry.address}</code>
              {entry.remark ? <span className="fund-choice__remark">{entry.remark}</span> : null}
            </span>
          </label>
        ))
      )}
      {error ? (
        <p id="withdraw-address-error" className="field__message field__message--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="fund-links">
        <a href={`#${addAddressHref(currency)}`} data-testid="withdraw-add-address">
          <Trans>Add an address</Trans>
        </a>
        <a href={`#${addressListPath}`}>
          <Trans>Manage addresses</Trans>
        </a>
      </div>
    </fieldset>
  );
}
