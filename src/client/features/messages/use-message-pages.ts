/**
 * The inbox in pages of 10: the first page is the cached query (saved per user, shown offline with its age),
 * later pages load on demand into memory. A fresh first page also sets the badge's count, since it carries the
 * caller's unread total over all pages.
 */
import { useEffect } from 'react';
import { syncUnreadMessages } from '../../lib/account/unread-messages';
import { useSession } from '../../lib/account/use-session';
import { useCachedPages } from '../../lib/paging/use-cached-pages';
import { fetchMessagePage, messageCacheKeys } from './messages-api';

export function useMessagePages() {
  const { isLogin, userId } = useSession();
  const { first, pages } = useCachedPages({
    key: isLogin && userId ? messageCacheKeys.firstPage(userId) : null,
    fetchPage: fetchMessagePage,
    resetKey: userId,
    userId,
    endOnEmptyPage: true,
    // A message posted to everyone has no private event: the inbox keeps its tick while the stream is healthy.
    tickWhileLive: true,
  });
  const { data, fromCache, savedAtMs } = first;
  useEffect(() => {
    if (data && !fromCache && savedAtMs !== undefined) syncUnreadMessages(data.unread, savedAtMs);
  }, [data, fromCache, savedAtMs]);
  return { first, ...pages };
}
