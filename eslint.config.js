import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint-rules/import-boundaries.js';
import { noFloatMoney } from './eslint-rules/no-float-money.js';
import { serverBoundaries } from './eslint-rules/server-boundaries.js';

/**
 * Files of src/ that may use floats because they compute no money, each with its reason. A file that computes an
 * amount, a fee, a price to post or a balance never belongs here: such maths goes through src/common/decimal.ts.
 */
const floatExceptions = [
  // decimal.js's own toFixed() writes a Decimal as exact text: that is how the decimal module formats, not a float.
  'src/common/decimal.ts',
  // Accept-Language quality values (q=0.8) are preferences between languages.
  'src/common/locales.ts',
  // Market data: the simulator's price paths are float maths by design, rounded to each pair's precision when
  // published, and HTX answers JSON numbers; the ledger never takes a price from here without parsing it as decimal.
  'src/server/market/**',
  // Pixels: the k-line chart's geometry and axes, the chart panel's CSS padding.
  'src/client/lib/chart/**',
  'src/client/components/market/candle-chart-panel.tsx',
  // Pixels: photo downscaling, QR code margins, PDF canvas sizes and zoom percentages.
  'src/client/lib/image/**',
  'src/client/lib/qr/**',
  'src/client/features/launchpad/pdf-engine.ts',
  'src/client/features/launchpad/white-paper-screen.tsx',
  // Clocks: whole seconds, minutes and hours of countdowns and ages.
  'src/client/features/auth/use-countdown.ts',
  'src/client/features/exchange/quote-validity.ts',
  'src/client/features/launchpad/server-clock.ts',
  'src/client/features/positions/countdown.ts',
  'src/client/features/second-contract/second-countdown.ts',
  'src/client/components/relative-age.ts',
  'src/server/lib/throttle.ts',
  'src/server/modules/fairness/fairness-service.ts',
  // Counts: the per-minute allowance of sensitive calls, base64 lengths, card-number input lengths, unread messages.
  'src/server/http/tight-rate-limit.ts',
  'src/server/lib/secret-file.ts',
  'src/client/features/bank-cards/card-number-field.tsx',
  'src/client/lib/account/unread-messages.ts',
  // Market figures shown, never posted: tickers and volumes arrive as JSON numbers on the spec's /huobi wire.
  'src/client/features/home/platform-figures.ts',
  'src/client/lib/market-data/market-query.ts',
  // A progress bar's aria-valuenow must be a number; the percentage itself is computed in decimal.
  'src/client/features/launchpad/listing-parts.tsx',
];

/** Petrel's own rules (eslint-rules/): layer and module boundaries, and no floats where money moves. */
const petrel = {
  rules: {
    'import-boundaries': importBoundaries,
    'server-boundaries': serverBoundaries,
    'no-float-money': noFloatMoney,
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-server.partial/**',
      'node_modules/**',
      'data/**',
      'bench/out/**',
      'locales/*/*.ts',
      'coverage/**',
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, petrel },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'petrel/import-boundaries': 'error',
      'petrel/server-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Money is computed on both sides (the server's postings, the client's previews, the shared maths in
    // src/common): amounts stay decimal strings and Decimal values everywhere in src/, except in the files below.
    files: ['src/**/*.{ts,tsx}'],
    ignores: floatExceptions,
    rules: { 'petrel/no-float-money': 'error' },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
