/** Help centre (/me/help): the articles in the user's language; tapping one opens it in place. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useLocale } from '../../lib/i18n/use-locale';
import { useHelpArticles } from './help-api';
import { HelpArticleBody } from './help-article-body';
import { ChevronIcon } from '../../components/account-icons';
import './help.css';

function HelpList() {
  const locale = useLocale();
  const online = useOnline();
  const articles = useHelpArticles(locale);
  const [openId, setOpenId] = useState<string | null>(null);
  if (!articles.data) {
    if (articles.error && online)
      return <ErrorState message={articles.error.message} onRetry={articles.reload} />;
    if (!online) {
      return (
        <EmptyState>
          <Trans>You are offline and the help centre is not saved on this device yet.</Trans>
        </EmptyState>
      );
    }
    return <LoadingRows />;
  }
  if (articles.data.length === 0) {
    return (
      <EmptyState>
        <Trans>There are no help articles yet. You can always reach us from Contact us.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="option-list me-help" data-testid="help-list">
      {articles.data.map((article) => {
        const open = article.id === openId;
        const panelId = `help-panel-${article.id}`;
        return (
          <li key={article.id}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenId(open ? null : article.id)}
              data-testid={`help-item-${article.id}`}
            >
              <span>{article.title}</span>
              <ChevronIcon className={`me-help__chevron${open ? ' me-help__chevron--open' : ''}`} />
            </button>
            {open ? (
              <div id={panelId} className="me-help__panel">
                <HelpArticleBody id={article.id} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function HelpScreen() {
  const { t } = useLingui();
  return (
    <div className="screen">
      <PageHeader title={t`Help centre`} backTo="/me" />
      <HelpList />
    </div>
  );
}
