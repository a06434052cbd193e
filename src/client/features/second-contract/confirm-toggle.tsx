/**
 * Shown under the order buttons only while the confirmation sheet is off on this device: says so, and turns it
 * back on with one tap. When the sheet is on there is nothing to say, so nothing shows.
 */
import { Trans } from '@lingui/react/macro';
import { setConfirmSkipped, useConfirmSkipped } from './confirm-preference';

export function ConfirmToggle() {
  const skipped = useConfirmSkipped();
  if (!skipped) return null;
  return (
    <p className="second-confirm-toggle" data-testid="second-confirm-off">
      <Trans>Orders are sent without a confirmation step on this device.</Trans>{' '}
      <button
        type="button"
        className="second-link second-confirm-toggle__button"
        onClick={() => setConfirmSkipped(false)}
        data-testid="second-confirm-on"
      >
        <Trans>Confirm each order</Trans>
      </button>
    </p>
  );
}
