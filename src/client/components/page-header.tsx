/** The header of every screen: an optional back button, the title, and a slot on the right. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { navigate } from '../lib/router/hash-location';
import { BackIcon } from './icons';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back button goes when there is no history to go back to. */
  backTo?: string;
  left?: ReactNode;
  right?: ReactNode;
}

function goBack(fallback: string): void {
  if (window.history.length > 1) window.history.back();
  else navigate(fallback, { replace: true });
}

export function PageHeader({ title, backTo, left, right }: PageHeaderProps) {
  const { t } = useLingui();
  return (
    // The header sits inside the shell's <main>, where a plain <header> is no landmark; role="banner" keeps the
    // screen's title and its back button one landmark jump away for screen-reader users.
    <header className="page-header" role="banner">
      <div className="page-header__side">
        {backTo !== undefined ? (
          <button type="button" className="icon-button" aria-label={t`Back`} onClick={() => goBack(backTo)}>
            <BackIcon />
          </button>
        ) : (
          left
        )}
      </div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
