/**
 * The hold durations of getConfig, each with its seconds and profit rate, as one radio group: the first entry is
 * chosen until the user picks another (spec section 4).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { SecondContractConfigEntry } from '../../../common/trading-types';
import { percentFigure } from '../../../common/number-format';
import { ratePercent, wireDecimal } from './second-maths';

interface DurationChooserProps {
  entries: readonly SecondContractConfigEntry[];
  chosen: SecondContractConfigEntry;
  onChoose: (entry: SecondContractConfigEntry) => void;
}

export function DurationChooser({ entries, chosen, onChoose }: DurationChooserProps) {
  const { t } = useLingui();
  return (
    <fieldset className="second-durations" data-testid="second-durations">
      <legend className="second-section-title">
        <Trans>Duration and profit rate</Trans>
      </legend>
      <div className="second-durations__options">
        {entries.map((entry) => {
          const checked = entry.second === chosen.second;
          const rate = wireDecimal(entry.incomeRate);
          const percent = rate !== undefined ? percentFigure(ratePercent(rate)) : undefined;
          const seconds = entry.second;
          return (
            <label
              key={seconds}
              className={`second-duration${checked ? ' second-duration--chosen' : ''}`}
              data-testid={`second-duration-${seconds}`}
            >
              <input
                type="radio"
                name="second-duration"
                className="visually-hidden"
                value={seconds}
                checked={checked}
                onChange={() => onChoose(entry)}
              />
              <span className="second-duration__seconds num">{t`${seconds} s`}</span>
              <span className="second-duration__rate num">
                {percent !== undefined ? t`Profit ${percent}%` : '--'}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
