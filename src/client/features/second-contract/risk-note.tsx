/**
 * The risk of a timed order in one sentence, with the win rate its profit rate needs to break even. Until that
 * rate is known (the durations are loading) the note still says the risk, in about the same space, so the order
 * buttons beneath it do not move when the rate arrives.
 */
import { Trans } from '@lingui/react/macro';

export function RiskNote({ breakEven }: { breakEven: string | undefined }) {
  return (
    <p className="second-risk" data-testid="second-risk-note">
      {breakEven !== undefined ? (
        <Trans>
          You lose the whole stake if the price moves the other way. Over many orders you need to win more
          than {breakEven}% of them to break even.
        </Trans>
      ) : (
        <Trans>
          You lose the whole stake if the price moves the other way. The win rate you need to break even shows
          once the durations have loaded.
        </Trans>
      )}
    </p>
  );
}
