/**
 * The invitation records (docs/api.md "Invitations"): who registered with the caller's code, newest first, with
 * emails masked by the server. The first page is saved per user (wiped with the user at logout and on code -2).
 */
import { invitePaths } from '../../../common/api-paths';
import { pageSize } from '../../../common/constants';
import type { InviteRecord, InviteRecordPage } from '../../../common/message-types';
import { useSession } from '../../lib/account/use-session';
import { readCode } from '../../lib/http/envelope-calls';
import { useCachedPages } from '../../lib/paging/use-cached-pages';

/** Records carry no id; their place in the answer is one, and paging needs one to join pages. */
export interface ListedInvite extends InviteRecord {
  id: string;
}

export async function fetchInvitePage(pageNo: number): Promise<{ list: ListedInvite[]; totalRow: number }> {
  const page = await readCode<InviteRecordPage>(invitePaths.records, { pageNo, pageSize });
  return { ...page, list: page.list.map((record, index) => ({ ...record, id: `${pageNo}:${index}` })) };
}

export const inviteRecordsKey = (userId: string) => `invite:records:${userId}`;

export function useInvitePages() {
  const { isLogin, userId } = useSession();
  const { first, pages } = useCachedPages({
    key: isLogin && userId ? inviteRecordsKey(userId) : null,
    fetchPage: fetchInvitePage,
    resetKey: userId,
    userId,
    // New invitees are rare; the list is read when the screen opens and on pull of "retry", not every few seconds.
    refreshOnTick: false,
    endOnEmptyPage: true,
  });
  return { first, ...pages };
}
