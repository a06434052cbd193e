/**
 * What the accessibility spec needs beside the browser: every route of the router with a real id in its address,
 * a wait for a screen to settle, and an axe run that keeps only the serious and critical findings.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import {
  launchpadPaths,
  messagePaths,
  secondContractPaths,
  userPaths,
  walletPaths,
} from '../../../src/common/api-paths';
import type { ListingPage } from '../../../src/common/launchpad-types';
import type { MessagePage } from '../../../src/common/message-types';
import type { SecondContractConfigEntry, SecondContractOrder } from '../../../src/common/trading-types';
import { demoAccount, postMain, runOpsAsync, sharedServer } from './accounts';
import { projectRoot } from './server-process';

/** The WCAG 2.0 and 2.1 A and AA rules; best practices are not asked for. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);
/** A screen counts as settled after this long without a DOM change (prices refresh every 5000 ms). */
const quietMs = 150;
/** A screen that keeps changing is checked anyway after this long. */
const settleMaxMs = 4_000;
/**
 * A screen still showing a skeleton or a spinner after this long has failed to load: the check fails rather than
 * scan a loading screen. Loads take well under a second; the rest is room for two busy cores.
 */
export const loadMaxMs = 15_000;
/** What a screen shows while it loads. */
const loadingSelector = '.loading-rows, .skeleton-row, [aria-busy="true"]';

export interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** The ids the parameterised routes need, made or read through the API as a user would have them. */
export interface RouteIds {
  listingId: string;
  messageId: string;
  orderId: string;
}

/**
 * The route table's paths, read from src/client/app/routes.tsx (its string paths and the launchpad's names), so
 * a route added to the app without a place in this spec fails it.
 */
export function routerPaths(): string[] {
  const source = fs.readFileSync(path.join(projectRoot, 'src/client/app/routes.tsx'), 'utf8');
  // The home route names its path by a constant (src/client/lib/router/home-path.ts), the others by a literal.
  const homePathSource = fs.readFileSync(
    path.join(projectRoot, 'src/client/lib/router/home-path.ts'),
    'utf8',
  );
  const homePath = homePathSource.match(/homePath = '([^']+)'/)?.[1];
  if (homePath === undefined)
    throw new Error('src/client/lib/router/home-path.ts no longer defines homePath.');
  const literal = [...source.matchAll(/path: (?:'(\/[^']*)'|homePath\b)/g)].map(
    (match) => match[1] ?? homePath,
  );
  const namesSource = source.match(/launchpadNames = \[([^\]]*)\]/)?.[1] ?? '';
  const launchpad = [...namesSource.matchAll(/'([a-z]+)'/g)].map((match) => `/home/${match[1]}`);
  return [...literal, ...launchpad];
}

/** The paths of the route table marked private (their line in routes.tsx or the launchpad's join and record). */
export function privatePaths(): string[] {
  const source = fs.readFileSync(path.join(projectRoot, 'src/client/app/routes.tsx'), 'utf8');
  const blocks = source.split(/\n\s*\{|\n\s*\},?/);
  const marked = blocks
    .filter((block) => /private: true/.test(block))
    .flatMap((block) => [...block.matchAll(/path: '(\/[^']*)'/g)].map((match) => match[1]!));
  return [...marked, '/home/join', '/home/record'];
}

/** Every route with a real address: each parameter and query filled with an id that exists. */
export function concreteRoutes(ids: RouteIds): Record<string, string> {
  const pair = 'currency=ETH&baseCurrency=USDT&type=1';
  return {
    '/home': '/home',
    '/market': '/market',
    '/market/kline': `/market/kline?${pair}`,
    '/me/lang': '/me/lang',
    '/login': '/login',
    '/register': '/register',
    '/password': '/password',
    '/protocol': '/protocol',
    '/me': '/me',
    '/me/profile': '/me/profile',
    '/me/safety': '/me/safety',
    '/me/verify': '/me/verify',
    // A revealed day's second with a recorded price that does not match: the screen's fullest state.
    '/verify/price': `/verify/price?symbol=btcusdt&time=${Date.UTC(2026, 0, 1, 12)}&price=100&kind=settle`,
    '/me/about': '/me/about',
    '/me/help': '/me/help',
    '/me/contact': '/me/contact',
    '/me/privacy': '/me/privacy',
    '/me/legal': '/me/legal',
    '/account': '/account',
    '/account/assert/1': '/account/assert/1',
    '/account/assert/2': '/account/assert/2',
    '/assert/detail/:currency': '/assert/detail/USDT',
    '/assert/record': '/assert/record',
    '/assert/transfer/:type': '/assert/transfer/1',
    '/assert/recharge': '/assert/recharge?currency=USDT',
    '/assert/withdrawel': '/assert/withdrawel?currency=USDT',
    '/assert/addresslist': '/assert/addresslist',
    '/assert/addresscurrencylist': '/assert/addresscurrencylist',
    '/assert/addaddress': '/assert/addaddress?currency=USDT',
    '/assert/exchange': '/assert/exchange',
    '/assert/bankcards': '/assert/bankcards',
    '/assert/bankcards/add': '/assert/bankcards/add',
    '/action': '/action',
    '/action/trade': '/action/trade',
    '/trade/record': '/trade/record',
    '/action/contract': '/action/contract',
    '/contract/record': '/contract/record',
    '/action/secondContract': '/action/secondContract',
    '/secondContract/record': '/secondContract/record',
    '/secondContract/detail': `/secondContract/detail?id=${ids.orderId}`,
    '/position': '/position',
    '/home/new': '/home/new',
    '/home/detail': `/home/detail?id=${ids.listingId}`,
    '/home/join': `/home/join?id=${ids.listingId}`,
    '/home/record': '/home/record',
    '/home/wbook': `/home/wbook?id=${ids.listingId}`,
    '/me/message': '/me/message',
    '/me/msgdetail': `/me/msgdetail?id=${ids.messageId}`,
    '/me/share': '/me/share',
    '/me/mPdf': '/me/mPdf',
    '/me/share-record': '/me/share-record',
  };
}

/** The five tabs' screens, checked again in the red-up convention, offline and at 200 % text. */
export const mainTabs = ['/home', '/market', '/action/trade', '/position', '/account'];

/**
 * Gives the demo account one message and one timed order, and reads a listing, so the detail screens have a real
 * id. The order moves 10 USDT of the demo account's coin account to its contract account and stakes it.
 */
export async function prepareRouteIds(): Promise<RouteIds> {
  const login = await postMain<{ token: string }>(userPaths.login, {
    account: demoAccount.email,
    password: demoAccount.password,
  });
  if (login.code !== 1) throw new Error(`The demo login failed: ${login.msg}`);
  const token = login.data.token;
  const listings = await postMain<ListingPage>(launchpadPaths.list, { pageSize: '10' });
  const listingId = listings.data.list[0]?.id;
  if (!listingId) throw new Error('No launchpad listing: is the demo data seeded?');

  await runOpsAsync(sharedServer(), 'messages', 'post', '--to', demoAccount.email, 'Welcome', 'Hello.');
  const inbox = await postMain<MessagePage>(messagePaths.list, { pageSize: '10' }, token);
  const messageId = inbox.data.list[0]?.id;
  if (messageId === undefined) throw new Error('The posted message did not reach the demo inbox.');

  await postMain(walletPaths.transfer, { amount: '10', currency: 'USDT', type: '1' }, token);
  const config = (await postMain(secondContractPaths.getConfig, {})) as unknown as {
    result: SecondContractConfigEntry[];
  };
  const created = (await postMain(
    secondContractPaths.createOrder,
    {
      openAmount: '10',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      positionTime: String(config.result[0]!.second),
      tradeType: '1',
    },
    token,
  )) as unknown as { code: number; result: SecondContractOrder; message: string };
  if (created.code !== 200) throw new Error(`The timed order failed: ${created.message}`);
  return { listingId: String(listingId), messageId: String(messageId), orderId: created.result.id };
}

/**
 * Waits until no skeleton or spinner is left and the DOM has been still for a moment. A screen that does not finish
 * loading fails with its route and what was still loading.
 */
export async function settle(
  page: Page,
  route: string = page.url(),
  loadTimeoutMs = loadMaxMs,
): Promise<void> {
  try {
    await page.waitForFunction((selector) => !document.querySelector(selector), loadingSelector, {
      timeout: loadTimeoutMs,
    });
  } catch (error) {
    const stillLoading = await page
      .locator(loadingSelector)
      .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 200)))
      .catch(() => []);
    throw new Error(`${route} did not finish loading in ${loadTimeoutMs} ms: ${stillLoading.join(' | ')}`, {
      cause: error,
    });
  }
  await page.evaluate(
    ({ quiet, max }) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        const cap = window.setTimeout(done, max);
        function done() {
          observer.disconnect();
          window.clearTimeout(cap);
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }),
    { quiet: quietMs, max: settleMaxMs },
  );
}

/** Opens `route` in the page's app by changing the hash (no reload) and lets it settle. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await settle(page, route);
}

/**
 * The serious and critical WCAG A/AA violations on the page as it is now. The first check of a page goes through
 * AxeBuilder, which injects axe (half a second of parsing each time); later checks of the same document (the app
 * moves by hash, so the page is not reloaded) call the injected axe.run with the same options, which keeps a
 * sweep of every route in four languages within minutes on two cores. AxeBuilder runs in legacy mode (axe.run in
 * the page, as the later checks do): its default runs each frame apart and merges the results in a second page
 * it opens, 2.8–3.2 s a check against 2.2 s on two cores (the prerendered Market); the app has no frames.
 */
export async function blockingFindings(page: Page, route: string): Promise<Finding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  const results: AxeResults = injected
    ? await page.evaluate(
        (tags) =>
          (
            window as unknown as {
              axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
            }
          ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
        wcagTags,
      )
    : await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    }));
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.route} [${finding.rule}, ${finding.impact}] ${finding.targets.join(' | ')}\n    ${finding.summary}`,
    )
    .join('\n');
}
