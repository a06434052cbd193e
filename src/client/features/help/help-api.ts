/**
 * Help centre reads: the article list and one article, in the request language. Keys carry the locale, so a
 * language switch shows the new language's saved answer (or fetches it) instead of the old one.
 */
import { helpPaths } from '../../../common/api-paths';
import type { Locale } from '../../../common/locales';
import type { HelpArticle, HelpArticleSummary } from '../../../common/user-types';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { readCode } from '../../lib/http/envelope-calls';

/** Help text changes rarely, so it is fetched when the screen opens, not on every refresh tick. */
const helpOptions = { refreshOnTick: false };

export const useHelpArticles = (locale: Locale) =>
  useCachedQuery(
    `help:articles:${locale}`,
    () => readCode<HelpArticleSummary[]>(helpPaths.articles, {}),
    helpOptions,
  );

export const useHelpArticle = (id: string, locale: Locale) =>
  useCachedQuery(
    `help:article:${locale}:${id}`,
    () => readCode<HelpArticle>(helpPaths.article, { id }),
    helpOptions,
  );
