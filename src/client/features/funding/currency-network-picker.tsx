/** The currency (a native select: readable at any text size) and the network tabs of that currency. */
import { useLingui } from '@lingui/react/macro';
import { networksByCurrency, type Network } from '../../../common/networks';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { CurrencySelect } from './currency-select';

interface CurrencyNetworkPickerProps {
  idPrefix: string;
  currency: string;
  network: Network;
  onCurrency: (currency: string) => void;
  onNetwork: (network: Network) => void;
  disabled?: boolean;
}

/** The first network of the currency: where a changed currency starts. */
export function firstNetwork(currency: string): Network {
  return networksByCurrency[currency]?.[0] ?? 'TRC20';
}

export function CurrencyNetworkPicker(props: CurrencyNetworkPickerProps) {
  const { idPrefix, currency, network, onCurrency, onNetwork, disabled = false } = props;
  const { t } = useLingui();
  const options = (networksByCurrency[currency] ?? []).map((value) => ({ value, label: value }));
  return (
    <div className="fund-picker">
      <CurrencySelect
        id={`${idPrefix}-currency`}
        currency={currency}
        onChange={onCurrency}
        disabled={disabled}
      />
      <div className="fund-picker__network">
        <span className="field__label" id={`${idPrefix}-network-label`}>
          {t`Network`}
        </span>
        <SegmentedTabs
          value={network}
          options={options}
          onChange={onNetwork}
          label={t`Network`}
          variant="pill"
        />
      </div>
    </div>
  );
}
