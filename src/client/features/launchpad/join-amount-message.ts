/** The join amount's rule failures in words, with the figures that explain them. */
import { useLingui } from '@lingui/react/macro';
import { moneyScale } from '../../../common/decimal';
import { amountText, exactText } from '../../../common/number-format';
import type { JoinAmountProblem } from './launchpad-maths';

export function useJoinAmountMessage(problem: JoinAmountProblem | null, coin: string): string | null {
  const { t } = useLingui();
  if (problem === null) return null;
  switch (problem.kind) {
    case 'enter':
      return t`Please enter how many ${coin} you want to subscribe for.`;
    case 'malformed':
      return t`Please enter a number, such as 100 or 12.5.`;
    case 'places':
      return t`Please use at most ${moneyScale} decimal places.`;
    case 'below-min': {
      const min = exactText(problem.min);
      return t`The least you can subscribe for is ${min} ${coin}.`;
    }
    case 'over-left': {
      const left = amountText(problem.left, coin);
      return t`Your limit leaves ${left} ${coin} for you in this sale.`;
    }
    case 'balance': {
      // Both exactly: cut to 2 places, a cost just above the balance could read the same as it.
      const cost = exactText(problem.cost);
      const available = exactText(problem.available);
      return t`This costs ${cost} USDT but your coin account has ${available} USDT available.`;
    }
  }
}
