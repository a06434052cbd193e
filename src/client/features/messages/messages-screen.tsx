/**
 * The inbox (/me/message, private): messages newest first in pages of 10, unread ones marked, "Mark all read", and
 * each row opening its detail. Offline it shows the first page last read on this device with its age, says that
 * new messages need a connection, and disables "Mark all read".
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MessagePage } from '../../../common/message-types';
import { CatalogPart } from '../../components/catalog-part';
import { OfflineNote } from '../../components/offline-note';
import { PageHeader } from '../../components/page-header';
import { PagedList, type PagedListLook } from '../../components/paged-list';
import { SavedAge } from '../../components/saved-age';
import { setUnreadMessages } from '../../lib/account/unread-messages';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { ApiFailure } from '../../lib/http/api-failure';
import { notify } from '../../lib/notify/notify-store';
import { MessageRow } from './message-row';
import { markAllRead } from './messages-api';
import { useMessagePages } from './use-message-pages';
import './messages.css';

const look: PagedListLook = {
  classNames: {
    list: 'message-list',
    moreError: 'form-error',
    more: 'message-list__more',
    end: 'message-list__end',
  },
  testIds: { list: 'message-list', more: 'messages-load-more', end: 'messages-end' },
};

export default function MessagesScreen() {
  return (
    <CatalogPart part="community">
      <MessagesView />
    </CatalogPart>
  );
}

/** What "Mark all read" changed on screen until the server's next answer shows it. */
interface ReadAllMark {
  page: MessagePage;
  ids: ReadonlySet<string>;
}

function MessagesView() {
  const { t } = useLingui();
  const online = useOnline();
  const pages = useMessagePages();
  const { first } = pages;
  const [readAll, setReadAll] = useState<ReadAllMark | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The page that was on screen when everything was marked read counts as read; a newer answer counts again.
  const unread = first.data && first.data !== readAll?.page ? first.data.unread : 0;
  // An empty inbox says so in the list; it has nothing to count or mark read.
  const hasMessages = (pages.items?.length ?? 0) > 0;

  const onMarkAllRead = async () => {
    if (!first.data) return;
    setBusy(true);
    try {
      await markAllRead();
      setReadAll({ page: first.data, ids: new Set((pages.items ?? []).map((item) => item.id)) });
      setUnreadMessages(0);
      notify.success(msg`All messages marked as read`);
      first.reload();
    } catch (error) {
      notify.error(
        error instanceof ApiFailure ? error.message : msg`Something went wrong. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="screen messages-screen" data-testid="messages-screen">
      <PageHeader title={t`Messages`} backTo="/me" />
      {hasMessages ? (
        <div className="messages-screen__bar">
          <p className="messages-screen__count" data-testid="messages-unread-count">
            {unread > 0 ? <Trans>{unread} unread</Trans> : <Trans>All read</Trans>}
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy || unread === 0 || !online}
            aria-busy={busy}
            onClick={() => void onMarkAllRead()}
            data-testid="messages-read-all"
          >
            <Trans>Mark all read</Trans>
          </button>
        </div>
      ) : null}
      {online ? null : (
        <OfflineNote className="messages-screen__note" testId="messages-offline">
          <Trans>You are offline. New messages and marking them read need a connection.</Trans>
        </OfflineNote>
      )}
      <SavedAge
        savedAtMs={first.savedAtMs}
        fromCache={first.fromCache}
        className="messages-screen__age"
        testId="messages-saved-age"
      >
        {(age) => <Trans>Last read {age}: the messages this device saved, not up to date</Trans>}
      </SavedAge>
      <PagedList
        first={first}
        pages={pages}
        renderItem={(message) => (
          <MessageRow
            key={message.id}
            message={message}
            read={message.read || !!readAll?.ids.has(message.id)}
          />
        )}
        empty={<Trans>No messages yet.</Trans>}
        endText={<Trans>No more messages</Trans>}
        offlineMoreNote={
          <OfflineNote className="messages-screen__note">
            <Trans>Older messages load when you are back online.</Trans>
          </OfflineNote>
        }
        {...look}
      />
    </div>
  );
}
