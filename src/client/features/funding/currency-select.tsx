/** A listed currency, as a native select: readable at any text size and named for screen readers. */
import { useLingui } from '@lingui/react/macro';
import { walletCurrencies } from '../../../common/wallet-types';

interface CurrencySelectProps {
  id: string;
  currency: string;
  onChange: (currency: string) => void;
  disabled?: boolean;
}

export function CurrencySelect({ id, currency, onChange, disabled = false }: CurrencySelectProps) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t`Currency`}
      </label>
      <select
        id={id}
        className="fund-select"
        value={currency}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
      >
        {walletCurrencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
