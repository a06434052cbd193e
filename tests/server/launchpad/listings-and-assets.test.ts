// Proves the operator's listings and what users see of their coins: ops create/list/edit through the operator API
// with every refusal (market coin, taken coin, bad fields, money fields after the start), the demo seed placing six
// sales in every state once, and the asset list carrying the new coin (price 0) with its locks until release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import { adminPaths, launchpadPaths, walletPaths } from '../../../src/common/api-paths';
import { listingStates, type ListingSummary } from '../../../src/common/launchpad-types';
import type { AssetList } from '../../../src/common/wallet-types';
import { seedDemoListings } from '../../../src/server/modules/launchpad/seed-listings';
import { runOps } from '../support/ops';
import { createTestApp, postAs, postForm, servicesOf, type TestApp } from '../support/test-app';
import {
  adminCall,
  createListing,
  dayMs,
  joiner,
  joinOk,
  listingBody,
  uniqueCoin,
} from './launchpad-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('operator listings', () => {
  it('creates from a JSON file, lists, and edits through the ops commands', async () => {
    const file = path.join(t.dataDir, 'listing.json');
    const coin = uniqueCoin();
    await fs.writeFile(
      file,
      JSON.stringify({ ...listingBody(t, { coin, startsInMs: dayMs, endsInMs: 2 * dayMs }) }),
    );
    const created = await runOps(t, 'listings', 'create', file);
    expect(created.code).toBe(0);
    expect(created.output).toContain(`${coin} at 0.5 USDT`);
    const listed = await runOps(t, 'listings', 'list');
    expect(listed.output).toContain(coin);
    const id = /Listing (\d+) created/.exec(created.output)![1]!;
    const edited = await runOps(t, 'listings', 'edit', id, '--price', '0.75', '--intro.ja-JP', 'テスト');
    expect(edited.code).toBe(0);
    const detail = (await postForm(t.app, launchpadPaths.detail, { id }, 'ja-JP')).json().data;
    expect(detail).toMatchObject({ price: '0.75', intro: 'テスト', state: listingStates.warmingUp });
  });

  it('refuses a market coin, a taken coin, bad fields and money edits after the start', async () => {
    const refusals: Array<[object, string]> = [
      [listingBody(t, { coin: 'BTC' }), 'already trades'],
      [{ ...listingBody(t), coin: 'x' }, '"coin"'],
      [{ ...listingBody(t), price: '0.123456789' }, '"price"'],
      [{ ...listingBody(t), intro: { 'zh-CN': '只有中文' } }, 'intro.en-US'],
      [{ ...listingBody(t), offeredAmount: '2000000' }, '"offeredAmount"'],
      [{ ...listingBody(t), purchaseLimit: '0.5' }, '"purchaseLimit"'],
      [{ ...listingBody(t), startsAt: 'tomorrow' }, '"startsAt"'],
      [listingBody(t, { startsInMs: -3 * dayMs, endsInMs: -dayMs }), 'in the future'],
    ];
    const before = (await adminCall(t, 'GET', adminPaths.listings)).json().data.length;
    for (const [body, expected] of refusals) {
      const response = await adminCall(t, 'POST', adminPaths.listings, body);
      expect(response.statusCode, expected).toBeGreaterThanOrEqual(400);
      expect(response.json().msg, expected).toContain(expected);
    }
    const open = await createListing(t);
    const taken = await adminCall(t, 'POST', adminPaths.listings, listingBody(t, { coin: open.coin }));
    expect(taken.json().msg).toContain('exists already');
    const url = adminPaths.listing.replace(':id', open.id);
    const money = await adminCall(t, 'PATCH', url, { price: '9', purchaseLimit: '1000' });
    expect(money.json().msg).toBe(
      'The sale has started, so these fields can no longer be changed: price, purchaseLimit.',
    );
    const renamed = await adminCall(t, 'PATCH', url, {
      name: 'Renamed Project',
      reason: 'the issuer renamed it',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Renamed Project', price: '0.5' });
    // The reason goes to the audit trail beside the change, not into the listing.
    const trail = (await adminCall(t, 'GET', `${adminPaths.audit}?action=listing.edit`)).json().data;
    expect(trail[0]).toMatchObject({ targetId: open.id, reason: 'the issuer renamed it' });
    const tooLong = await adminCall(t, 'PATCH', url, { name: 'Other', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await adminCall(t, 'GET', adminPaths.listings)).json().data.length).toBe(before + 1);
  });
});

describe('demo listings and the asset list', () => {
  it('seeds six sales once, in every state, and the demo amounts let a user join CS', async () => {
    const { launchpad } = servicesOf(t);
    expect(await seedDemoListings(launchpad, t.clock.nowMs)).toBe(6);
    expect(await seedDemoListings(launchpad, t.clock.nowMs)).toBe(0);
    const all: ListingSummary[] = (await adminCall(t, 'GET', adminPaths.listings)).json().data;
    const demo = all.filter((entry) => ['CS', 'HFC', 'LGK', 'PTY', 'SHIB', 'TPG'].includes(entry.coin));
    const count = (state: number) => demo.filter((entry) => entry.state === state).length;
    expect([
      count(listingStates.joining),
      count(listingStates.warmingUp),
      count(listingStates.ended),
    ]).toEqual([2, 2, 2]);
    expect(demo.every((entry) => entry.whitePaper === `whitepapers/${entry.coin.toLowerCase()}.pdf`)).toBe(
      true,
    );
    const cs = demo.find((entry) => entry.coin === 'CS')!;
    const user = await joiner(t, '10000');
    await joinOk(t, user.token, cs.id, cs.minPurchase);
    await t.app.engines.runDue();
    expect(
      (await adminCall(t, 'GET', adminPaths.listings))
        .json()
        .data.filter((e: ListingSummary) => e.allocated && ['SHIB', 'TPG'].includes(e.coin)),
    ).toHaveLength(2);
  });

  it('lists a held launchpad coin at price 0 with its locks until the release', async () => {
    const listing = await createListing(t, { price: '1', lockupDays: 5 });
    const user = await joiner(t, '100');
    await joinOk(t, user.token, listing.id, '4');
    await joinOk(t, user.token, listing.id, '6');
    const assets = async () =>
      (await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json().data as AssetList;
    expect((await assets()).list.find((entry) => entry.currencyName === listing.coin)).toBeUndefined();
    t.clock.advance(dayMs);
    await t.app.engines.runDue();
    const releaseAt = t.clock.nowMs + 5 * dayMs;
    const entry = (await assets()).list.find((candidate) => candidate.currencyName === listing.coin);
    expect(entry).toMatchObject({ availableCurrency: '0', frozenCurrency: '10', price: '0', total: '0' });
    expect(entry!.locks).toEqual([
      { amount: '4', releaseAt },
      { amount: '6', releaseAt },
    ]);
    expect((await assets()).list.find((candidate) => candidate.currencyName === 'USDT')!.locks).toEqual([]);
    t.clock.advance(5 * dayMs);
    await t.app.engines.runDue();
    const released = (await servicesOf(t).wallet.assets(user.id, 1)).list.find(
      (candidate) => candidate.currencyName === listing.coin,
    );
    expect(released).toMatchObject({ availableCurrency: '10', frozenCurrency: '0', locks: [] });
  });
});
