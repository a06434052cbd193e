// Proves POST /invite/records: the users who registered with the caller's invite code, newest first, with their
// registration time and their emails masked (first character and domain), paged with the total; another
// inviter's invitees and users who registered without a code never appear; a session is required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitePaths } from '../../../src/common/api-paths';
import { maskEmail } from '../../../src/common/mask';
import { registerUser, uniqueEmail } from '../support/accounts';
import { createTestApp, postAs, type TestApp } from '../support/test-app';
import { userInfo } from '../messages/messages-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const records = (token: string, form: Record<string, string> = {}) =>
  postAs(t.app, invitePaths.records, token, form);

/** Registers `count` users with the inviter's code, a minute apart; answers their emails and times, oldest first. */
async function invite(inviterToken: string, count: number) {
  const { invitationCode } = await userInfo(t, inviterToken);
  const invitees: Array<{ email: string; registeredAt: number }> = [];
  for (let index = 0; index < count; index += 1) {
    t.clock.advance(60_000);
    const email = uniqueEmail(`invitee${index}`);
    await registerUser(t, email, undefined, { invitationCode });
    invitees.push({ email, registeredAt: t.clock.nowMs });
  }
  return invitees;
}

describe('invitation records', () => {
  it('lists the caller’s invitees newest first, masked, paged; nobody else’s', async () => {
    const inviter = await registerUser(t);
    const other = await registerUser(t);
    const mine = await invite(inviter.token, 3);
    const theirs = await invite(other.token, 1);
    await registerUser(t);

    const first = (await records(inviter.token, { pageNo: '1', pageSize: '2' })).json();
    expect(first).toMatchObject({ code: 1, msg: 'Success' });
    expect(first.data).toEqual({
      totalRow: 3,
      list: [
        { email: maskEmail(mine[2]!.email), registeredAt: mine[2]!.registeredAt },
        { email: maskEmail(mine[1]!.email), registeredAt: mine[1]!.registeredAt },
      ],
    });
    expect(first.data.list[0].email).toMatch(/^i\*\*\*@example\.com$/);
    const second = (await records(inviter.token, { pageNo: '2', pageSize: '2' })).json().data;
    expect(second).toEqual({
      totalRow: 3,
      list: [{ email: maskEmail(mine[0]!.email), registeredAt: mine[0]!.registeredAt }],
    });
    const otherRecords = (await records(other.token)).json().data;
    expect(otherRecords).toEqual({
      totalRow: 1,
      list: [{ email: maskEmail(theirs[0]!.email), registeredAt: theirs[0]!.registeredAt }],
    });
    const listed = (await records(inviter.token)).json().data.list;
    expect(JSON.stringify(listed)).not.toContain(mine[0]!.email);
  });

  it('is empty for a user who invited nobody; refuses bad paging and a missing session', async () => {
    const user = await registerUser(t);
    expect((await records(user.token)).json().data).toEqual({ list: [], totalRow: 0 });
    expect((await records(user.token, { pageNo: '0' })).json()).toMatchObject({
      code: 0,
      error: 'FIELD_INVALID',
    });
    expect((await records('nope')).json()).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
  });
});
