/**
 * The launchpad's five screens as ONE lazily loaded chunk (the reason is the trading chunk's: each lazy import in
 * the route table is start-up JavaScript, and the screens share most of their code). pdf.js is not in it: the
 * white paper screen loads it on its own (features/launchpad/pdf-engine.ts).
 */
export { default as NewCoinsScreen } from '../features/launchpad/new-coins-screen';
export { default as ListingDetailScreen } from '../features/launchpad/listing-detail-screen';
export { default as JoinScreen } from '../features/launchpad/join-screen';
export { default as SubscriptionRecordsScreen } from '../features/launchpad/records-screen';
export { default as WhitePaperScreen } from '../features/launchpad/white-paper-screen';
