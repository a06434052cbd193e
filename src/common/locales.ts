/** The four languages of the product and how a request's Accept-Language header maps onto them. */

export const locales = ['en-US', 'zh-CN', 'ko-KR', 'ja-JP'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-US';

export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'ko-KR': '한국어',
  'ja-JP': '日本語',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

const byLanguage: Record<string, Locale> = { en: 'en-US', zh: 'zh-CN', ko: 'ko-KR', ja: 'ja-JP' };

/** Picks the best supported locale from an Accept-Language header ("zh-CN,zh;q=0.9,en;q=0.8" → "zh-CN"). */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = byLanguage[tag.split('-')[0]?.toLowerCase() ?? ''];
    if (language) return language;
  }
  return defaultLocale;
}

/** Chinese and Korean readers expect red for a rise; everyone else expects green. */
export type UpColor = 'green-up' | 'red-up';

export function defaultUpColor(locale: Locale): UpColor {
  return locale === 'zh-CN' || locale === 'ko-KR' ? 'red-up' : 'green-up';
}
