import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The ledger's tables are kept out of the index (only src/server/ledger may import them), so listed beside it.
  schema: ['./src/server/db/schema/index.ts', './src/server/db/schema/ledger.ts'],
  out: './src/server/db/migrations',
});
