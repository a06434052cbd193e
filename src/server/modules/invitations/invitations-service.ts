/**
 * Invitations (docs/api.md "Invitations"): the users who registered with the caller's invite code, newest first,
 * their emails masked by the one rule of src/common/mask.ts. Who invited whom is auth's (the users table), read
 * through its user directory.
 */
import { maskEmail } from '../../../common/mask';
import type { InviteRecordPage } from '../../../common/message-types';
import type { UserDirectory } from '../auth';

export function createInvitationsService(deps: { users: UserDirectory }) {
  return {
    async records(inviterId: number, page: { pageNo: number; pageSize: number }): Promise<InviteRecordPage> {
      const found = await deps.users.inviteesOf(inviterId, {
        offset: (page.pageNo - 1) * page.pageSize,
        limit: page.pageSize,
      });
      return {
        list: found.invitees.map((invitee) => ({
          email: maskEmail(invitee.email),
          registeredAt: invitee.registeredAt.getTime(),
        })),
        totalRow: found.total,
      };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
