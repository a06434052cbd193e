/** The coin paid and the coin received, with a control that swaps them; the two are never the same coin. */
import { useLingui } from '@lingui/react/macro';
import { walletCurrencies } from '../../../common/wallet-types';
import { SwapIcon } from './swap-icon';

export interface CurrencyPair {
  from: string;
  to: string;
}

/** Choosing on one side the coin of the other side swaps them, rather than making a pair of one coin. */
export function choosePair(pair: CurrencyPair, side: keyof CurrencyPair, currency: string): CurrencyPair {
  const other = side === 'from' ? 'to' : 'from';
  if (pair[other] === currency) return { from: pair.to, to: pair.from };
  return { ...pair, [side]: currency };
}

interface CurrencyPairPickerProps {
  pair: CurrencyPair;
  onChange: (pair: CurrencyPair) => void;
}

export function CurrencyPairPicker({ pair, onChange }: CurrencyPairPickerProps) {
  const { t } = useLingui();
  return (
    <div className="exchange-pair">
      <CurrencySelect
        id="exchange-from"
        label={t({ message: 'From', context: 'the coin a flash exchange sells' })}
        value={pair.from}
        onChange={(currency) => onChange(choosePair(pair, 'from', currency))}
      />
      <button
        type="button"
        className="exchange-pair__swap"
        aria-label={t`Swap: exchange ${pair.to} for ${pair.from} instead`}
        onClick={() => onChange({ from: pair.to, to: pair.from })}
        data-testid="exchange-swap"
      >
        <SwapIcon />
      </button>
      <CurrencySelect
        id="exchange-to"
        label={t({ message: 'To', context: 'the coin a flash exchange buys' })}
        value={pair.to}
        onChange={(currency) => onChange(choosePair(pair, 'to', currency))}
      />
    </div>
  );
}

interface CurrencySelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (currency: string) => void;
}

function CurrencySelect({ id, label, value, onChange }: CurrencySelectProps) {
  return (
    <div className="exchange-pair__side">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="exchange-pair__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {walletCurrencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
