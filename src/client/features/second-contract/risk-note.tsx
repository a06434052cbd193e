/** The risk of a timed order in one sentence, with the win rate its profit rate needs to break even. */
import { Trans } from '@lingui/react/macro';

export function RiskNote({ breakEven }: { breakEven: string }) {
  return (
    <p className="second-risk" data-testid="second-risk-note">
      <Trans>
        You lose the whole stake if the price moves the other way. Over many orders you need to win more than{' '}
        {breakEven}% of them to break even.
      </Trans>
    </p>
  );
}
