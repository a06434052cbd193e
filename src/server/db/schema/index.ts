/** Every table of the database, one file per area. drizzle-kit reads this file to write migrations. */
export * from './params';
export * from './users';
export * from './auth-support';
export * from './kyc';
export * from './idempotency';
export * from './funding';
export * from './trading';
export * from './launchpad';
export * from './messages';
export * from './boot';
export * from './market-secret';
export * from './house';
export * from './operators';
export * from './live';
