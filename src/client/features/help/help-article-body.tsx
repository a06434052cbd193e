/** The body of one help article, loaded when it is opened; paragraphs are separated by blank lines. */
import { Trans } from '@lingui/react/macro';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useLocale } from '../../lib/i18n/use-locale';
import { useHelpArticle } from './help-api';

export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function HelpArticleBody({ id }: { id: string }) {
  const locale = useLocale();
  const online = useOnline();
  const article = useHelpArticle(id, locale);
  if (!article.data) {
    if (article.error && online)
      return <ErrorState message={article.error.message} onRetry={article.reload} />;
    if (!online) {
      return (
        <EmptyState>
          <Trans>This article is not saved on this device. Connect to read it.</Trans>
        </EmptyState>
      );
    }
    return <LoadingRows count={2} />;
  }
  const paragraphs = paragraphsOf(article.data.body);
  return (
    <div className="me-help__body" data-testid={`help-body-${id}`}>
      {paragraphs.length === 0 ? (
        <p className="me-help__empty">
          <Trans>This article has no text yet.</Trans>
        </p>
      ) : (
        paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </div>
  );
}
