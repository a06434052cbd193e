import { defineConfig } from '@lingui/cli';

/**
 * Catalogs per language, so that a phone downloads only what it shows:
 * - messages: the app's interface (client and server);
 * - errors: the shared error table's messages, which the server answers in and the client's forms show, loaded by
 *   the form kit rather than at start (every byte of the start-up catalog is paid by every visit);
 * - documents: the long legal and about texts, loaded with their screens;
 * - assets: the screens of the Assets tab (balances, records, transfer), loaded with them, since most visits never
 *   open a money screen;
 * - funding: the recharge, withdrawal and address book screens, loaded with them;
 * - exchange: the flash-exchange and bank-card screens' texts, loaded with those screens;
 * - trading: the Trade tab (spot, leveraged contract, second contract), the Position tab and their records;
 * - community: the inbox and a message, invite friends, the share poster and the invitation records;
 * - launchpad: the new-coin screens (list, detail, join, records, white paper), loaded with them;
 * - security: the Security screen (passwords, anti-phishing code, recent sign-ins), loaded with it;
 * - gates: each private screen's login prompt (app/login-gates.ts), loaded when a visitor meets one;
 * - server: mails and other texts only the server writes;
 * - admin: the operators' console (src/admin/, served at /admin/), which the user app never loads.
 * `npm run i18n:compile` (scripts/compile-catalogs.ts) writes locales/<locale>/<catalog>.ts (generated, not committed).
 */
const launchpadFiles = ['<rootDir>/src/client/features/launchpad/**'];
const securityFiles = ['<rootDir>/src/client/features/security/**'];
const documentFiles = [
  '<rootDir>/src/client/features/auth/protocol-sections.tsx',
  '<rootDir>/src/client/features/documents/about-screen.tsx',
  '<rootDir>/src/client/features/documents/privacy-screen.tsx',
  '<rootDir>/src/client/features/documents/legal-screen.tsx',
];

const errorTableFile = '<rootDir>/src/common/errors.ts';
const gateFiles = ['<rootDir>/src/client/app/login-gates.ts'];

/** Screens off the start-up path whose texts load with them (lib/i18n/i18n.ts `partLoaders`). */
const assetsFiles = ['<rootDir>/src/client/features/assets/**'];
const fundingFiles = ['<rootDir>/src/client/features/funding/**'];
const exchangeFiles = [
  '<rootDir>/src/client/features/exchange/**',
  '<rootDir>/src/client/features/bank-cards/**',
];
const communityFiles = [
  '<rootDir>/src/client/features/messages/**',
  '<rootDir>/src/client/features/invite/**',
];
const tradingFiles = [
  '<rootDir>/src/client/features/spot/**',
  '<rootDir>/src/client/features/contracts/**',
  '<rootDir>/src/client/features/second-contract/**',
  '<rootDir>/src/client/features/positions/**',
  // Verifying a price is reached from the trading records, so its texts load with theirs.
  '<rootDir>/src/client/features/fairness/**',
];

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'zh-CN', 'ko-KR', 'ja-JP'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/client', '<rootDir>/src/common'],
      exclude: [
        '**/node_modules/**',
        ...documentFiles,
        errorTableFile,
        ...assetsFiles,
        ...fundingFiles,
        ...exchangeFiles,
        ...tradingFiles,
        ...communityFiles,
        ...launchpadFiles,
        ...securityFiles,
        ...gateFiles,
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/assets',
      include: assetsFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/funding',
      include: fundingFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/exchange',
      include: exchangeFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/trading',
      include: tradingFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/community',
      include: communityFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/launchpad',
      include: launchpadFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/security',
      include: securityFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/gates',
      include: gateFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/errors',
      include: [errorTableFile],
    },
    {
      path: '<rootDir>/locales/{locale}/documents',
      include: documentFiles,
    },
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: ['<rootDir>/src/admin'],
    },
    {
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/src/server'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
