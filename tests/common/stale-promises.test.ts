// Proves no text promises what Petrel already does: spot, contracts, timed contracts, the launchpad, deposits and
// withdrawals all work, so no catalog message and no help article may say they are "not open yet", will come "once
// they open", or are "coming soon", in any language.
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/common/locales';
import { helpArticleSeeds } from '../../src/server/modules/help/help-content';
import { readAllEntries } from './support/po-catalogs';

/** The words of a promise about a feature to come, per language. */
const promiseWords: Record<Locale, readonly RegExp[]> = {
  'en-US': [
    /not open (?:in the app )?yet/i,
    /once they open/i,
    /\bcome next\b/i,
    /coming soon/i,
    /when (?:deposits|withdrawals|trading|trades)\b[^.]*\bopens?\b/i,
    /\bonce (?:deposits|withdrawals|trading|trades)\b[^.]*\bopens?\b/i,
  ],
  'zh-CN': [/尚未开放/, /开放后/, /开放时/, /即将(?:上线|推出|开放)/, /敬请期待/],
  'ko-KR': [/아직[^.]*열리지 않/, /열리면/, /열릴 때/, /곧 (?:출시|오픈|열립)/, /오픈 예정/],
  'ja-JP': [/まだ開始していません/, /の開始後/, /開始後、/, /近日(?:公開|開始|対応)/, /開始予定/],
};

function promisesIn(locale: Locale, texts: readonly { where: string; text: string }[]): string[] {
  return texts
    .filter(({ text }) => promiseWords[locale].some((pattern) => pattern.test(text)))
    .map(({ where, text }) => `${where}: ${text}`);
}

describe.each(locales)('%s', (locale) => {
  it('has no catalog message promising a feature that exists', () => {
    const texts = readAllEntries(locale).map((entry) => ({
      where: entry.catalog,
      text: entry.translation,
    }));
    expect(texts.length).toBeGreaterThan(1000);
    expect(promisesIn(locale, texts)).toEqual([]);
  });

  it('has no help article promising a feature that exists', () => {
    const texts = helpArticleSeeds.map((seed) => ({
      where: `help article ${seed.id}`,
      text: `${seed.texts[locale].title}\n${seed.texts[locale].body}`,
    }));
    expect(promisesIn(locale, texts)).toEqual([]);
  });
});

describe('the patterns', () => {
  it('catch the sentences that were stale', () => {
    const stale: Record<Locale, string> = {
      'en-US':
        'Verify your identity now, so your account is ready when deposits, withdrawals and trading open.',
      'zh-CN': '现在完成身份认证，充值、提现和交易开放时您的账户即可使用。',
      'ko-KR': '지금 본인 인증을 해 두시면 입금, 출금, 거래가 열릴 때 바로 이용할 수 있습니다.',
      'ja-JP': 'アプリでは取引をまだ開始していません。',
    };
    for (const locale of locales) {
      expect(promisesIn(locale, [{ where: 'sample', text: stale[locale] }])).toHaveLength(1);
    }
  });
});
