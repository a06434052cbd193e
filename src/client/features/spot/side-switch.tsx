/** Buy or sell: two buttons in the user's up and down colours, the chosen one filled. */
import { useLingui } from '@lingui/react/macro';
import { spotSides, type SpotSide } from '../../../common/trading-types';

export function SideSwitch({ side, onChange }: { side: SpotSide; onChange: (side: SpotSide) => void }) {
  const { t } = useLingui();
  const options = [
    { value: spotSides.buy, label: t`Buy`, tone: 'up', testId: 'spot-side-buy' },
    { value: spotSides.sell, label: t`Sell`, tone: 'down', testId: 'spot-side-sell' },
  ] as const;
  return (
    <div className="spot-sides" role="group" aria-label={t`Order side`}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`spot-side spot-side--${option.tone}${option.value === side ? ' spot-side--active' : ''}`}
          aria-pressed={option.value === side}
          onClick={() => onChange(option.value)}
          data-testid={option.testId}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
