/** The chart period tabs: 1min (the default), 5min, 15min, 30min and 1day, with short translated labels. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { klinePeriods, type KlinePeriod } from '../../../common/constants';
import { SegmentedTabs } from '../segmented-tabs';

const periodLabels: Record<KlinePeriod, MessageDescriptor> = {
  '1min': msg({ message: '1m', comment: 'Chart period tab: one minute per candle' }),
  '5min': msg({ message: '5m', comment: 'Chart period tab: five minutes per candle' }),
  '15min': msg({ message: '15m', comment: 'Chart period tab: fifteen minutes per candle' }),
  '30min': msg({ message: '30m', comment: 'Chart period tab: thirty minutes per candle' }),
  '1day': msg({ message: '1D', comment: 'Chart period tab: one day per candle' }),
};

export function PeriodTabs({
  value,
  onChange,
}: {
  value: KlinePeriod;
  onChange: (period: KlinePeriod) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <SegmentedTabs
      label={t`Chart period`}
      variant="pill"
      value={value}
      options={klinePeriods.map((period) => ({ value: period, label: i18n._(periodLabels[period]) }))}
      onChange={onChange}
    />
  );
}
