/** The help centre: articles in the reader's language, falling back to English for one not yet translated. */
import { createHash } from 'node:crypto';
import { defaultLocale, locales, type Locale } from '../../../common/locales';
import type { HelpArticle, HelpArticleSummary } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { helpArticleSeeds, retiredBodyHashes } from './help-content';
import type { HelpRepo } from './help-repo';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createHelpService(repo: HelpRepo) {
  return {
    async list(locale: Locale): Promise<HelpArticleSummary[]> {
      const articles = await repo.list(locale);
      return articles.length > 0 || locale === defaultLocale ? articles : repo.list(defaultLocale);
    },

    async article(id: string, locale: Locale): Promise<HelpArticle> {
      const article = (await repo.find(id, locale)) ?? (await repo.find(id, defaultLocale));
      if (!article) throw new ApiError('HELP_ARTICLE_NOT_FOUND');
      return article;
    },

    /** Inserts the missing articles and brings the ones an earlier release seeded, never edited, up to date. */
    async seedArticles(): Promise<void> {
      const rows = helpArticleSeeds.flatMap((seed, position) =>
        locales.map((locale) => ({ id: seed.id, locale, position, ...seed.texts[locale] })),
      );
      await repo.insertMissing(rows);
      const stale = new Set(
        (await repo.bodies())
          .filter((stored) => retiredBodyHashes[stored.id]?.includes(sha256(stored.body)))
          .map((stored) => `${stored.id}:${stored.locale}`),
      );
      for (const row of rows) if (stale.has(`${row.id}:${row.locale}`)) await repo.replace(row);
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
