/** Why joining is not possible now, in words: under the detail's disabled Join and the join form's button. */
import { Trans } from '@lingui/react/macro';
import { OfflineNote } from '../../components/offline-note';
import type { JoinBlock } from './join-gate';

type Block = Exclude<JoinBlock, null>;

export function JoinBlockText({ block }: { block: Block }) {
  switch (block) {
    case 'warming-up':
      return <Trans>The sale has not opened yet. You can join once the countdown ends.</Trans>;
    case 'ended':
      return <Trans>The sale has ended. Joining is closed.</Trans>;
    case 'offline':
      return <Trans>You are offline. You can join again when you reconnect.</Trans>;
    case 'signed-out':
      return <Trans>Please login first to join this sale.</Trans>;
  }
}

export function JoinBlockNote({ block, id }: { block: Block; id: string }) {
  return (
    <OfflineNote id={id} testId="lp-join-blocked" icon={block === 'offline'}>
      <JoinBlockText block={block} />
    </OfflineNote>
  );
}
