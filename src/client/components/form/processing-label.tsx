/**
 * The one label every money-moving button shows while its request runs (spec section 8: 'Processing...'), so a
 * transfer, an order and a withdrawal all read the same way, in every language.
 */
import { Trans } from '@lingui/react/macro';

export function ProcessingLabel() {
  return <Trans>Processing...</Trans>;
}
