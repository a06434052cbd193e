/**
 * The join form's button (the forms' SubmitButton): "Subscription in progress..." with a spinner while the request
 * runs (the spec's words), disabled with the reason beneath it when the sale is not open (by the server's clock)
 * or the phone is offline, since nothing is queued.
 */
import { Trans } from '@lingui/react/macro';
import { SubmitButton } from '../../components/form/submit-button';
import { JoinBlockText } from './join-block-note';
import type { JoinBlock } from './join-gate';

export function JoinSubmit({ pending, block }: { pending: boolean; block: JoinBlock }) {
  // Offline is the button's own note; the join screen is private, so 'signed-out' lasts only until the private
  // route's login prompt takes over.
  const blockedBy = block === 'warming-up' || block === 'ended' ? <JoinBlockText block={block} /> : null;
  return (
    <SubmitButton
      pending={pending}
      pendingLabel={<Trans>Subscription in progress...</Trans>}
      offlineNote={<JoinBlockText block="offline" />}
      blockedBy={blockedBy}
      testId="lp-join-submit"
    >
      <Trans>Join now</Trans>
    </SubmitButton>
  );
}
