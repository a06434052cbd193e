/** Reads and writes help_articles; nothing else touches it. */
import { and, asc, eq } from 'drizzle-orm';
import type { HelpArticle, HelpArticleSummary } from '../../../common/user-types';
import type { Database } from '../../db/client';
import { helpArticles } from '../../db/schema';

export type HelpArticleRow = typeof helpArticles.$inferInsert;

export function createHelpRepo(db: Database) {
  return {
    list(locale: string): Promise<HelpArticleSummary[]> {
      return db
        .select({ id: helpArticles.id, title: helpArticles.title })
        .from(helpArticles)
        .where(eq(helpArticles.locale, locale))
        .orderBy(asc(helpArticles.position), asc(helpArticles.id));
    },
    async find(id: string, locale: string): Promise<HelpArticle | undefined> {
      const [row] = await db
        .select({ id: helpArticles.id, title: helpArticles.title, body: helpArticles.body })
        .from(helpArticles)
        .where(and(eq(helpArticles.id, id), eq(helpArticles.locale, locale)));
      return row;
    },
    /** Every stored article's body, to tell a seeded one from one an operator wrote. */
    bodies(): Promise<{ id: string; locale: string; body: string }[]> {
      return db
        .select({ id: helpArticles.id, locale: helpArticles.locale, body: helpArticles.body })
        .from(helpArticles);
    },
    async replace(row: HelpArticleRow): Promise<void> {
      await db
        .update(helpArticles)
        .set({ title: row.title, body: row.body })
        .where(and(eq(helpArticles.id, row.id), eq(helpArticles.locale, row.locale)));
    },
    /** Inserts the articles that are missing; an existing one, perhaps edited by an operator, stays. */
    async insertMissing(rows: readonly HelpArticleRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(helpArticles)
        .values([...rows])
        .onConflictDoNothing({ target: [helpArticles.id, helpArticles.locale] });
    },
  };
}

export type HelpRepo = ReturnType<typeof createHelpRepo>;
