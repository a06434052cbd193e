/**
 * "Price colours": green up and red down, or the reverse. The check sits on the effective choice, which is the
 * language's default until the user picks one.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UpColor } from '../../../common/locales';
import { CheckIcon } from '../../components/icons';
import { chooseUpColor, trendColors, useUpColor } from '../../lib/preferences/up-color';

const choices: ReadonlyArray<{ value: UpColor; label: ReactNode }> = [
  { value: 'green-up', label: <Trans>Green up, red down</Trans> },
  { value: 'red-up', label: <Trans>Red up, green down</Trans> },
];

/** A small up/down pair of swatches, so the choice can be seen as well as read. */
function Swatches({ upColor }: { upColor: UpColor }) {
  const { up, down } = trendColors(upColor);
  return (
    <span className="lang-swatches" aria-hidden="true">
      <span className="lang-swatch" style={{ background: up }} />
      <span className="lang-swatch" style={{ background: down }} />
    </span>
  );
}

export function UpColorOptions() {
  const effective = useUpColor();
  return (
    <>
      <ul className="option-list" data-testid="up-color-list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <button
              type="button"
              aria-pressed={choice.value === effective}
              onClick={() => chooseUpColor(choice.value)}
              data-testid={`up-color-${choice.value}`}
            >
              <span className="lang-color-label">
                <Swatches upColor={choice.value} />
                {choice.label}
              </span>
              {choice.value === effective ? <CheckIcon className="lang-check" /> : null}
            </button>
          </li>
        ))}
      </ul>
      <p className="lang-hint">
        <Trans>By default the colors follow the language: Chinese and Korean show rises in red.</Trans>
      </p>
    </>
  );
}
