/**
 * The account answers the client tests' fake servers give, shaped as the real server gives them (checked by
 * tests/server/contract/client-fakes.test.ts): each test changes only the fields it is about.
 */
import type { UserInfo } from '../../../src/common/user-types';

/** /user/info: the profile in `data`, and the text both as `msg` and as `message`, as the spec's clients read it. */
export function userInfoAnswer(profile: Partial<UserInfo> = {}) {
  const data: UserInfo = {
    email: 'jane@example.com',
    icon: '',
    uid: '100001',
    auth: 0,
    invitationCode: 'X',
    assetsPwd: false,
    unreadMessages: 0,
    ...profile,
  };
  return { code: 1, data, msg: 'Success', message: 'Success' };
}
