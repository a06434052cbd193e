/** The language list: the four languages by their native names, a check on the current one. */
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { localeNames, locales, type Locale } from '../../../common/locales';
import { CheckIcon } from '../../components/icons';
import { chooseLocale } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notify } from '../../lib/notify/notify-store';

export function LanguageOptions() {
  const current = useLocale();
  // The catalog is a chunk of its own; while it loads, the tapped row shows a spinner instead of a dead tap.
  const [pending, setPending] = useState<Locale | null>(null);

  const choose = (locale: Locale) => {
    if (locale === current || pending) return;
    setPending(locale);
    chooseLocale(locale)
      .catch(() => notify.error(msg`The language could not be loaded. Please try again.`))
      .finally(() => setPending(null));
  };

  return (
    <ul className="option-list" data-testid="language-list">
      {locales.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            aria-pressed={locale === current}
            onClick={() => choose(locale)}
            data-testid={`lang-${locale}`}
          >
            <span lang={locale}>{localeNames[locale]}</span>
            {locale === current ? (
              <CheckIcon className="lang-check" />
            ) : pending === locale ? (
              <span className="spinner" aria-hidden="true" />
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
