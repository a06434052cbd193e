import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint-rules/import-boundaries.js';
import { noFloatMoney } from './eslint-rules/no-float-money.js';
import { serverBoundaries } from './eslint-rules/server-boundaries.js';

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
    // The ledger and the engines move money: amounts stay decimal strings and Decimal values there.
    files: ['src/server/ledger/**/*.ts', 'src/server/engines/**/*.ts'],
    rules: { 'petrel/no-float-money': 'error' },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
