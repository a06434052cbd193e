// Proves the inbox calls: a page newest first with the unread count over all pages, paging, reading one message
// marks it read once (reading again changes nothing), another user's or an unknown id is MESSAGE_NOT_FOUND (in
// the request's language) and marks nothing, readAll marks every unread message, /user/info carries the unread
// count, and the stored language follows registration, login and /user/info's Accept-Language (not a call
// without the header).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { registerUser, testPassword } from '../support/accounts';
import { createTestApp, postForm, type TestApp } from '../support/test-app';
import {
  listMessages,
  messageDetail,
  postMessage,
  readAllMessages,
  speak,
  storedLocale,
  userInfo,
} from './messages-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user with `count` operator messages, titled "Note 1" … "Note N" in the order they were sent. */
async function userWithMessages(count: number) {
  const user = await registerUser(t);
  for (let index = 1; index <= count; index += 1) {
    t.clock.advance(1000);
    const sent = await postMessage(t, { to: user.email, title: `Note ${index}`, body: `Body ${index}` });
    expect(sent.json().data).toEqual({ sent: 1 });
  }
  return user;
}

describe('the message list', () => {
  it('pages newest first with the total and the unread count over all pages', async () => {
    const user = await userWithMessages(5);
    const first = (await listMessages(t, user.token, { pageNo: '1', pageSize: '2' })).json();
    expect(first).toMatchObject({ code: 1, msg: 'Success' });
    expect(first.data.totalRow).toBe(5);
    expect(first.data.unread).toBe(5);
    expect(first.data.list.map((entry: { title: string }) => entry.title)).toEqual(['Note 5', 'Note 4']);
    expect(first.data.list[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'operator',
      title: 'Note 5',
      body: 'Body 5',
      createdAt: t.clock.nowMs,
      read: false,
    });
    const third = (await listMessages(t, user.token, { pageNo: '3', pageSize: '2' })).json().data;
    expect(third.list.map((entry: { title: string }) => entry.title)).toEqual(['Note 1']);
    const beyond = (await listMessages(t, user.token, { pageNo: '4', pageSize: '2' })).json().data;
    expect(beyond).toEqual({ list: [], totalRow: 5, unread: 5 });
  });

  it('is empty for a new user and refuses a bad page size', async () => {
    const user = await registerUser(t);
    expect((await listMessages(t, user.token)).json().data).toEqual({ list: [], totalRow: 0, unread: 0 });
    const refused = (await listMessages(t, user.token, { pageSize: '0' })).json();
    expect(refused).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
  });

  it('needs a session', async () => {
    const answer = (await listMessages(t, 'not-a-token')).json();
    expect(answer).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
  });
});

describe('reading', () => {
  it('marks the message read once; the unread count and user info follow', async () => {
    const user = await userWithMessages(3);
    expect((await userInfo(t, user.token)).unreadMessages).toBe(3);
    const [newest] = (await listMessages(t, user.token)).json().data.list;
    const read = (await messageDetail(t, user.token, newest.id)).json();
    expect(read).toMatchObject({ code: 1, data: { ...newest, read: true } });
    t.clock.advance(5000);
    expect((await messageDetail(t, user.token, newest.id)).json().data).toEqual(read.data);
    const page = (await listMessages(t, user.token)).json().data;
    expect(page.unread).toBe(2);
    expect(page.list.map((entry: { read: boolean }) => entry.read)).toEqual([true, false, false]);
    expect((await userInfo(t, user.token)).unreadMessages).toBe(2);
  });

  it("refuses another user's message and an unknown id with MESSAGE_NOT_FOUND, marking nothing", async () => {
    const owner = await userWithMessages(1);
    const other = await registerUser(t);
    const [message] = (await listMessages(t, owner.token)).json().data.list;
    const refused = (await messageDetail(t, other.token, message.id)).json();
    expect(refused).toMatchObject({ code: 0, data: null, error: 'MESSAGE_NOT_FOUND' });
    expect(refused.msg).toBe('This message does not exist.');
    const inChinese = (await messageDetail(t, other.token, '999999999', 'zh-CN')).json();
    expect(inChinese).toMatchObject({ error: 'MESSAGE_NOT_FOUND', msg: '该消息不存在。' });
    expect((await listMessages(t, owner.token)).json().data.unread).toBe(1);
    for (const id of ['0', '-1', 'abc', '1.5']) {
      expect((await messageDetail(t, owner.token, id)).json()).toMatchObject({ error: 'FIELD_INVALID' });
    }
  });

  it('readAll marks every unread message of the caller only', async () => {
    const user = await userWithMessages(4);
    const other = await userWithMessages(2);
    const [newest] = (await listMessages(t, user.token)).json().data.list;
    await messageDetail(t, user.token, newest.id);
    expect((await readAllMessages(t, user.token)).json()).toMatchObject({ code: 1, data: { updated: 3 } });
    expect((await readAllMessages(t, user.token)).json().data).toEqual({ updated: 0 });
    expect((await listMessages(t, user.token)).json().data.unread).toBe(0);
    expect((await userInfo(t, user.token)).unreadMessages).toBe(0);
    expect((await listMessages(t, other.token)).json().data.unread).toBe(2);
  });
});

describe('the stored language', () => {
  it('is the registration language, follows login and /user/info, and a call without the header keeps it', async () => {
    const user = await registerUser(t);
    expect(await storedLocale(t, user.userId)).toBe('en-US');
    await speak(t, user.token, 'ja-JP,ja;q=0.9');
    expect(await storedLocale(t, user.userId)).toBe('ja-JP');
    await userInfo(t, user.token);
    expect(await storedLocale(t, user.userId)).toBe('ja-JP');
    const login = await postForm(
      t.app,
      userPaths.login,
      { account: user.email, password: testPassword },
      'ko-KR',
    );
    expect(login.json().code).toBe(1);
    expect(await storedLocale(t, user.userId)).toBe('ko-KR');
    await speak(t, user.token, 'zh-CN,zh');
    expect(await storedLocale(t, user.userId)).toBe('zh-CN');
  });
});
