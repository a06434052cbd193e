/**
 * The launchpad's five screens as ONE lazily loaded chunk (the reason is the trading chunk's: each lazy import in
 * the route table is start-up JavaScript, and the screens share most of their code). pdf.js is not in it: the
 * white paper screen loads it on its own (features/launchpad/pdf-engine.ts). Each export is named by its path,
 * /home/<name>, so the route table in the start-up bundle spells each name once.
 */
export { default as new } from '../features/launchpad/new-coins-screen';
export { default as detail } from '../features/launchpad/listing-detail-screen';
export { default as join } from '../features/launchpad/join-screen';
export { default as record } from '../features/launchpad/records-screen';
export { default as wbook } from '../features/launchpad/white-paper-screen';
