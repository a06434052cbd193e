/** One inbox row: unread ones carry a dot, a bold title and the word "Unread" for screen readers; tap opens it. */
import { Trans } from '@lingui/react/macro';
import type { InboxMessage } from '../../../common/message-types';
import { dateTimeText } from '../../../common/time-format';
import { navigate, withQuery } from '../../lib/router/hash-location';
import { messageDetailPath, noteOpened } from './messages-api';

export function MessageRow({ message, read }: { message: InboxMessage; read: boolean }) {
  const open = () => {
    noteOpened({ id: message.id, read });
    navigate(withQuery(messageDetailPath, { id: message.id }));
  };
  return (
    <li>
      <button
        type="button"
        className={read ? 'message-row' : 'message-row message-row--unread'}
        onClick={open}
        data-testid={`message-${message.id}`}
        data-unread={read ? undefined : 'true'}
      >
        <span className="message-row__dot" aria-hidden="true" />
        <span className="message-row__text">
          <span className="message-row__head">
            {read ? null : (
              <span className="visually-hidden">
                <Trans comment="Screen readers: before the title of a message not yet read">Unread:</Trans>
              </span>
            )}
            <span className="message-row__title">{message.title}</span>
            <time className="message-row__date num" dateTime={new Date(message.createdAt).toISOString()}>
              {dateTimeText(message.createdAt)}
            </time>
          </span>
          <span className="message-row__preview">{message.body}</span>
        </span>
      </button>
    </li>
  );
}
