// Proves the help centre lists and serves its seeded articles in each of the four languages, in order, and that seeding never duplicates or overwrites an operator's edit, while an article an earlier release seeded is brought up to date.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpPaths } from '../../../src/common/api-paths';
import { locales } from '../../../src/common/locales';
import { helpArticles } from '../../../src/server/db/schema';
import { helpArticleSeeds } from '../../../src/server/modules/help/help-content';
import { createTestApp, postForm, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedIds = helpArticleSeeds.map((seed) => seed.id);

describe('help articles', () => {
  it.each(locales)(
    'lists the five articles in %s, in order, with titles in that language',
    async (locale) => {
      const response = await postForm(t.app, helpPaths.articles, {}, locale);
      const body = response.json();
      expect(body.code).toBe(1);
      expect(body.data.map((entry: { id: string }) => entry.id)).toEqual(seedIds);
      expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'title']);
      const titles = body.data.map((entry: { title: string }) => entry.title);
      expect(titles).toEqual(helpArticleSeeds.map((seed) => seed.texts[locale].title));
    },
  );

  it('writes each language in its own script', async () => {
    const titleOf = async (locale: string) =>
      (await postForm(t.app, helpPaths.article, { id: 'account-security' }, locale)).json().data.title;
    expect(await titleOf('en-US')).toMatch(/^[\x20-\x7e]+$/);
    expect(await titleOf('zh-CN')).toMatch(/[\u4e00-\u9fff]/);
    expect(await titleOf('ko-KR')).toMatch(/[\uac00-\ud7af]/);
    expect(await titleOf('ja-JP')).toMatch(/[\u3040-\u30ff]/);
  });

  it('serves one article with its body, and refuses an unknown id', async () => {
    const article = (
      await postForm(t.app, helpPaths.article, { id: 'identity-verification' }, 'ko-KR')
    ).json();
    expect(article.code).toBe(1);
    expect(Object.keys(article.data).sort()).toEqual(['body', 'id', 'title']);
    expect(article.data.body).toContain('5MB');
    const unknown = (await postForm(t.app, helpPaths.article, { id: 'nope' }, 'ja-JP')).json();
    expect(unknown).toMatchObject({ code: 0, error: 'HELP_ARTICLE_NOT_FOUND' });
    expect((await postForm(t.app, helpPaths.article, {})).json().error).toBe('FIELD_MISSING');
  });

  it('seeds only what is missing, keeping an edited article', async () => {
    const db = t.database.handle.db;
    const edited = and(eq(helpArticles.id, 'contact-support'), eq(helpArticles.locale, 'en-US'));
    await db.update(helpArticles).set({ title: 'Talk to us' }).where(edited);
    await servicesOf(t).help.seedArticles();
    const rows = await db.select().from(helpArticles);
    expect(rows).toHaveLength(seedIds.length * locales.length);
    const [row] = await db.select().from(helpArticles).where(edited);
    expect(row?.title).toBe('Talk to us');
  });

  it('brings an article an earlier release seeded up to date, but never one an operator edited', async () => {
    const db = t.database.handle.db;
    // The trading article as the release before this one seeded it, when trading was "not open yet".
    const earlierBody = [
      'Trading is not open in the app yet. Today you can follow the markets: the Market screen lists the pairs, and tapping one opens its chart, order book and latest trades.',
      'Prices on the Market screen refresh every few seconds. Amounts are shown truncated, never rounded up, so a figure is never more than the real one.',
    ].join('\n\n');
    const trading = and(eq(helpArticles.id, 'trading-basics'), eq(helpArticles.locale, 'en-US'));
    const operatorBody = 'Our own words about trading.';
    const deposits = and(eq(helpArticles.id, 'deposits-withdrawals'), eq(helpArticles.locale, 'en-US'));
    await db.update(helpArticles).set({ body: earlierBody }).where(trading);
    await db.update(helpArticles).set({ body: operatorBody }).where(deposits);
    await servicesOf(t).help.seedArticles();
    const [updated] = await db.select().from(helpArticles).where(trading);
    const seed = helpArticleSeeds.find((article) => article.id === 'trading-basics');
    expect(updated?.body).toBe(seed?.texts['en-US'].body);
    expect(updated?.body).not.toContain('not open');
    const [kept] = await db.select().from(helpArticles).where(deposits);
    expect(kept?.body).toBe(operatorBody);
  });
});
