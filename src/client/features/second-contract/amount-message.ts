/** The open amount's rule failures in words (the spec's l.c_enteropenamt and l.u_limit_min_low, and ours). */
import { useLingui } from '@lingui/react/macro';
import { moneyScale } from '../../../common/decimal';
import { amountMin } from '../../../common/money-constants';
import type { OpenAmountError } from './open-amount-rules';
import { exactText } from '../../../common/number-format';

export function useAmountMessage(
  error: OpenAmountError | null,
  context: { quote: string; seconds: number | undefined },
): string | null {
  const { t } = useLingui();
  const { quote, seconds } = context;
  if (error === null) return null;
  switch (error.kind) {
    case 'enter':
      return t`Please enter the amount you want to stake: at least ${amountMin} ${quote}.`;
    case 'places':
      return t`Please use at most ${moneyScale} decimal places.`;
    case 'below-min': {
      const min = exactText(error.min);
      return seconds !== undefined
        ? t`The smallest stake for a ${seconds}-second order is ${min} ${quote}.`
        : t`The smallest stake is ${min} ${quote}.`;
    }
    case 'balance': {
      const available = exactText(error.available);
      return t`Your contract account has only ${available} ${quote} available, which does not cover this stake and its fee.`;
    }
  }
}
