// Proves the operator's message post through `ops messages post` and its API: --all gives every user one message
// in their stored language's text (English as the fallback) and prints how many got it; --to gives one user theirs;
// every refusal (empty or too long title or text, an unknown, English or repeated language, an unknown email,
// neither or both recipients) names the rule and sends nothing; a malformed command line exits 2 without a call.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../../src/server/db/schema';
import { parsePostWords } from '../../../src/server/ops/message-commands';
import { registerUser, uniqueEmail } from '../support/accounts';
import { runOps } from '../support/ops';
import { createTestApp, type TestApp } from '../support/test-app';
import { postMessage, speak, storedMessages } from './messages-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countOf(table: typeof messages | typeof users): Promise<number> {
  const [row] = await t.database.handle.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

async function speakingUser(language: string) {
  const user = await registerUser(t);
  await speak(t, user.token, language);
  return user;
}

const chineseText = ['--text', 'zh-CN', '今晚维护', '交易将于 02:00 暂停。'];
const koreanText = ['--text', 'ko-KR', '오늘 밤 점검', '02:00에 거래가 중단됩니다.'];

describe('ops messages post', () => {
  it('--all gives every user the text of their language, else the English one, and prints the count', async () => {
    const english = await speakingUser('en-US');
    const chinese = await speakingUser('zh-CN');
    const korean = await speakingUser('ko-KR');
    const japanese = await speakingUser('ja-JP');
    const userCount = await countOf(users);
    const posted = await runOps(
      t,
      'messages',
      'post',
      '--all',
      'Maintenance tonight',
      'Trading pauses at 02:00.',
      ...chineseText,
      ...koreanText,
    );
    expect(posted).toEqual({
      code: 0,
      output: `Message sent to ${userCount} users (texts: en-US, zh-CN, ko-KR).\n`,
    });
    const only = async (userId: string) =>
      (await storedMessages(t, userId)).map(({ title, body }) => ({ title, body }));
    expect(await only(english.userId)).toEqual([
      { title: 'Maintenance tonight', body: 'Trading pauses at 02:00.' },
    ]);
    expect(await only(chinese.userId)).toEqual([{ title: '今晚维护', body: '交易将于 02:00 暂停。' }]);
    expect(await only(korean.userId)).toEqual([
      { title: '오늘 밤 점검', body: '02:00에 거래가 중단됩니다.' },
    ]);
    expect(await only(japanese.userId)).toEqual([
      { title: 'Maintenance tonight', body: 'Trading pauses at 02:00.' },
    ]);
    expect((await storedMessages(t, english.userId))[0]).toMatchObject({ kind: 'operator', reference: null });
  });

  it('--to gives one user the text of their language, trimmed', async () => {
    const chinese = await speakingUser('zh-CN');
    const bystander = await registerUser(t);
    const posted = await runOps(
      t,
      'messages',
      'post',
      '--to',
      chinese.email,
      ' Hello ',
      ' Welcome ',
      ...chineseText,
    );
    expect(posted).toEqual({ code: 0, output: `Message sent to ${chinese.email} (texts: en-US, zh-CN).\n` });
    expect(await storedMessages(t, chinese.userId)).toEqual([
      { kind: 'operator', reference: null, title: '今晚维护', body: '交易将于 02:00 暂停。' },
    ]);
    expect(await storedMessages(t, bystander.userId)).toEqual([]);
    const english = await registerUser(t);
    await runOps(t, 'messages', 'post', '--to', english.email, ' Hello ', ' Welcome ', ...chineseText);
    expect((await storedMessages(t, english.userId)).map(({ title, body }) => [title, body])).toEqual([
      ['Hello', 'Welcome'],
    ]);
  });

  it('with --reference, a repeated post reaches only the users it had not reached', async () => {
    const first = await registerUser(t);
    const words = ['messages', 'post', '--all', 'Fee change', 'Fees fall on 1 December.'];
    const reference = ['--reference', 'NOTICE-2026-12'];
    const userCount = await countOf(users);
    expect((await runOps(t, ...words, ...reference, ...chineseText)).output).toBe(
      `Message sent to ${userCount} users (texts: en-US, zh-CN).\n`,
    );
    expect(await runOps(t, ...words, ...chineseText, ...reference)).toEqual({
      code: 0,
      output: 'Message NOTICE-2026-12 had reached everyone already: not sent again.\n',
    });
    const newcomer = await registerUser(t);
    expect((await runOps(t, ...words, ...reference)).output).toBe('Message sent to 1 user (texts: en-US).\n');
    for (const user of [first, newcomer]) {
      expect(await storedMessages(t, user.userId)).toEqual([
        {
          kind: 'operator',
          reference: 'ops-post:NOTICE-2026-12',
          title: 'Fee change',
          body: 'Fees fall on 1 December.',
        },
      ]);
    }
    // Another reference is another post.
    await runOps(
      t,
      'messages',
      'post',
      '--to',
      first.email,
      'Fee change',
      'Again.',
      '--reference',
      'NOTICE-2',
    );
    expect(await storedMessages(t, first.userId)).toHaveLength(2);
    const before = await countOf(messages);
    await expect(runOps(t, ...words, '--reference', 'short')).rejects.toThrow(/reference/);
    expect(await countOf(messages)).toBe(before);
  });

  it('refuses each invalid post with its reason and sends nothing', async () => {
    const user = await registerUser(t);
    const before = await countOf(messages);
    const refusals: Array<[string[], string]> = [
      [['--all', '', 'body'], 'The en-US title must have 1 to 120 characters.'],
      [['--all', 'x'.repeat(121), 'body'], 'The en-US title must have 1 to 120 characters.'],
      [['--all', 'title', '   '], 'The en-US text must have 1 to 4000 characters.'],
      [['--all', 'title', 'b'.repeat(4001)], 'The en-US text must have 1 to 4000 characters.'],
      [
        ['--all', 'title', 'body', '--text', 'ja-JP', '題', ''],
        'The ja-JP text must have 1 to 4000 characters.',
      ],
      [['--all', 'title', 'body', '--text', 'fr-FR', 'Titre', 'Texte'], '“fr-FR” is not one of them'],
      [['--all', 'title', 'body', '--text', 'en-US', 'Again', 'Again'], '“en-US” is not one of them'],
      [
        ['--all', 'title', 'body', ...chineseText, ...chineseText],
        '“zh-CN” is not one of them or came twice',
      ],
      [['--to', uniqueEmail('nobody'), 'title', 'body'], 'No account has the email address'],
    ];
    for (const [words, reason] of refusals) {
      await expect(runOps(t, 'messages', 'post', ...words)).rejects.toThrow(reason);
    }
    // 120 characters of CJK text are 120 characters, whatever their bytes.
    const longest = await runOps(
      t,
      'messages',
      'post',
      '--to',
      user.email,
      '題'.repeat(120),
      '本'.repeat(4000),
    );
    expect(longest.code).toBe(0);
    expect(await countOf(messages)).toBe(before + 1);
  });

  it('the API refuses neither or both recipients', async () => {
    const user = await registerUser(t);
    const before = await countOf(messages);
    for (const payload of [
      { title: 't', body: 'b' },
      { all: true, to: user.email, title: 't', body: 'b' },
      { all: false, to: ' ', title: 't', body: 'b' },
    ]) {
      const refused = await postMessage(t, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'MESSAGE_RECIPIENTS_INVALID' });
    }
    expect(await countOf(messages)).toBe(before);
  });

  it('a malformed command line exits 2 without calling the server', async () => {
    const before = await countOf(messages);
    for (const words of [
      [],
      ['title', 'body'],
      ['--to'],
      ['--all', 'title'],
      ['--all', 'title', 'body', '--text', 'zh-CN', '标题'],
      ['--all', 'title', 'body', '--lang', 'zh-CN', '标题', '正文'],
      ['--all', 'title', 'body', '--reference'],
      ['--all', 'title', 'body', '--reference', 'NOTICE-001', '--reference', 'NOTICE-002'],
    ]) {
      expect(typeof parsePostWords(words)).toBe('string');
      expect((await runOps(t, 'messages', 'post', ...words)).code).toBe(2);
    }
    expect(await countOf(messages)).toBe(before);
  });
});
