/** The operators' console: its language first, then the app. */
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { activateLocale, i18n, startLocale } from './i18n';
import './admin.css';

const root = document.getElementById('root');
if (root) {
  await activateLocale(startLocale());
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
