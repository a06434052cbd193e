import { defineConfig } from '@lingui/cli';

/**
 * One set of catalogs for the client and the server. `lingui extract` collects the client's macros and the
 * server's error table; `lingui compile --typescript` writes locales/<locale>/messages.ts (generated, not
 * committed), which the client loads as a chunk per language and the server loads at start.
 */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'zh-CN', 'ko-KR', 'ja-JP'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
