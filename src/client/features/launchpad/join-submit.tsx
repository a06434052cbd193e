/**
 * The join form's button: "Subscription in progress..." with a spinner while the request runs (the spec's words),
 * disabled with the reason beneath it when the sale is not open or the phone is offline (nothing is queued).
 */
import { Trans } from '@lingui/react/macro';
import { keepFieldFocus } from '../../components/form/keep-focus';
import { useReconnectProbe } from '../../components/form/use-reconnect-probe';
import { JoinBlockNote } from './join-block-note';
import type { JoinBlock } from './join-gate';

const reasonId = 'lp-join-submit-reason';

export function JoinSubmit({ pending, block }: { pending: boolean; block: JoinBlock }) {
  useReconnectProbe();
  // The join screen is private, so 'signed-out' only lasts until the private route's login prompt takes over.
  const reason = block !== null && block !== 'signed-out' ? block : null;
  return (
    <div className="form-submit">
      <button
        type="submit"
        className="button button--block form-submit__button"
        disabled={pending || block !== null}
        aria-busy={pending}
        aria-describedby={reason !== null ? reasonId : undefined}
        onMouseDown={keepFieldFocus}
        data-testid="lp-join-submit"
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {pending ? <Trans>Subscription in progress...</Trans> : <Trans>Join now</Trans>}
      </button>
      {reason !== null ? <JoinBlockNote block={reason} id={reasonId} /> : null}
    </div>
  );
}
