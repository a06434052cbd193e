/**
 * The switch at the top of the Trade tab between its three screens (spec section 2: /action's children trade,
 * contract and secondContract). The current pair travels along as the query, so switching keeps the market.
 */
import { useLingui } from '@lingui/react/macro';
import { navigate } from '../lib/router/hash-location';
import { useHashSearch } from '../lib/router/use-hash-location';
import { SegmentedTabs } from './segmented-tabs';

export const tradeModePaths = {
  spot: '/action/trade',
  contract: '/action/contract',
  second: '/action/secondContract',
} as const;
export type TradeMode = keyof typeof tradeModePaths;

export function TradeModeTabs({ active }: { active: TradeMode }) {
  const { t } = useLingui();
  const search = useHashSearch();
  const options: { value: TradeMode; label: string }[] = [
    { value: 'spot', label: t`Spot` },
    { value: 'contract', label: t`Contract` },
    { value: 'second', label: t`Second contract` },
  ];
  return (
    <SegmentedTabs
      label={t`Trading mode`}
      value={active}
      options={options}
      onChange={(mode) => navigate(`${tradeModePaths[mode]}${search ? `?${search}` : ''}`, { replace: true })}
    />
  );
}
