/** The join amount's rule failures in words, with the figures that explain them. */
import { useLingui } from '@lingui/react/macro';
import { moneyScale } from '../../../common/decimal';
import { formatAmount, type JoinAmountProblem } from './launchpad-maths';

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
      const min = formatAmount(problem.min);
      return t`The least you can subscribe for is ${min} ${coin}.`;
    }
    case 'over-left': {
      const left = formatAmount(problem.left);
      return t`Your limit leaves ${left} ${coin} for you in this sale.`;
    }
    case 'balance': {
      const cost = formatAmount(problem.cost);
      const available = formatAmount(problem.available);
      return t`This costs ${cost} USDT but your coin account has ${available} USDT available.`;
    }
  }
}
