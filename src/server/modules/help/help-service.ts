/** The help centre: articles in the reader's language, falling back to English for one not yet translated. */
import { defaultLocale, locales, type Locale } from '../../../common/locales';
import type { HelpArticle, HelpArticleSummary } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { helpArticleSeeds } from './help-content';
import type { HelpRepo } from './help-repo';

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

    seedArticles(): Promise<void> {
      return repo.insertMissing(
        helpArticleSeeds.flatMap((seed, position) =>
          locales.map((locale) => ({ id: seed.id, locale, position, ...seed.texts[locale] })),
        ),
      );
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
