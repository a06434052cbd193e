/**
 * One message (/me/msgdetail?id=…, private): its title, date and body. Reading it through the detail call marks
 * it read on the server, and the badge drops by one here at once when it was unread. The body is plain text
 * shown as written (line breaks kept); React escapes it, so a message can never inject markup.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { dateTimeText } from '../../../common/time-format';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { NotFoundState } from '../../components/screen-states';
import { SavedAge } from '../../components/saved-age';
import { countOneRead } from '../../lib/account/unread-messages';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { fetchMessage, messageCacheKeys, messageListPath, takeNewlyRead } from './messages-api';
import './messages.css';

export default function MessageDetailScreen() {
  return (
    <CatalogPart part="community">
      <MessageDetailView />
    </CatalogPart>
  );
}

function MessageDetailView() {
  const { t } = useLingui();
  const id = new URLSearchParams(useHashSearch()).get('id')?.trim() ?? '';
  const { isLogin, userId } = useSession();
  // A message never changes once sent: no re-reading on the refresh tick.
  const query = useCachedQuery(
    isLogin && userId && id ? messageCacheKeys.detail(userId, id) : null,
    () => fetchMessage(id),
    { userId, refreshOnTick: false },
  );
  const { data, fromCache } = query;
  useEffect(() => {
    // Only the server's own answer means the message was marked read; a saved copy proves nothing.
    if (data && !fromCache && takeNewlyRead(data)) countOneRead();
  }, [data, fromCache]);

  return (
    <div className="screen message-detail" data-testid="message-detail">
      <PageHeader title={t`Message`} backTo={messageListPath} />
      <SavedAge
        savedAtMs={query.savedAtMs}
        fromCache={query.fromCache}
        className="messages-screen__age"
        testId="message-saved-age"
      >
        {(age) => <Trans>Saved on this device {age}</Trans>}
      </SavedAge>
      {id === '' || query.error?.errorCode === 'MESSAGE_NOT_FOUND' ? (
        <NotFoundState
          message={<Trans>This message does not exist.</Trans>}
          backTo={messageListPath}
          backLabel={<Trans>Back to messages</Trans>}
          testId="message-not-found"
        />
      ) : (
        <QueryStates query={query} data={data}>
          {(message) => (
            <article className="message-detail__card">
              <h2 className="message-detail__title" data-testid="message-detail-title">
                {message.title}
              </h2>
              <time className="message-detail__date num" dateTime={new Date(message.createdAt).toISOString()}>
                {dateTimeText(message.createdAt)}
              </time>
              <p className="message-detail__body" data-testid="message-detail-body">
                {message.body}
              </p>
            </article>
          )}
        </QueryStates>
      )}
    </div>
  );
}
