/**
 * Join on the detail: open to the join form when the sale is open, the phone online and someone signed in; a
 * visitor is taken to login and back; otherwise disabled, with the reason beneath it.
 */
import { Trans } from '@lingui/react/macro';
import type { ListingState, ListingSummary } from '../../../common/launchpad-types';
import { loginHref } from '../../lib/account/login-links';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { JoinBlockNote } from './join-block-note';
import { joinBlock } from './join-gate';
import { joinHref } from './launchpad-links';

const reasonId = 'lp-join-reason';

export function JoinButton({ listing, state }: { listing: ListingSummary; state: ListingState }) {
  const online = useOnline();
  const isLogin = useIsLoggedIn();
  const block = joinBlock(state, online, isLogin);
  if (block === null || block === 'signed-out') {
    const href = block === null ? joinHref(listing.id) : loginHref(joinHref(listing.id));
    return (
      <div className="lp-join">
        <a className="button button--block" href={`#${href}`} data-testid="lp-join">
          {block === null ? <Trans>Join</Trans> : <Trans>Log in to join</Trans>}
        </a>
      </div>
    );
  }
  return (
    <div className="lp-join">
      <button
        type="button"
        className="button button--block"
        disabled
        aria-describedby={reasonId}
        data-testid="lp-join"
      >
        <Trans>Join</Trans>
      </button>
      <JoinBlockNote block={block} id={reasonId} />
    </div>
  );
}
