/** Why joining is not possible now, in words, under the disabled button (for screen readers too: describedby). */
import { Trans } from '@lingui/react/macro';
import { OfflineNote } from '../../components/offline-note';
import type { JoinBlock } from './join-gate';

export function JoinBlockNote({ block, id }: { block: Exclude<JoinBlock, null>; id: string }) {
  return (
    <OfflineNote id={id} testId="lp-join-blocked" icon={block === 'offline'}>
      {block === 'warming-up' ? (
        <Trans>The sale has not opened yet. You can join once the countdown ends.</Trans>
      ) : block === 'ended' ? (
        <Trans>The sale has ended. Joining is closed.</Trans>
      ) : block === 'offline' ? (
        <Trans>You are offline. You can join again when you reconnect.</Trans>
      ) : (
        <Trans>Please login first to join this sale.</Trans>
      )}
    </OfflineNote>
  );
}
