/**
 * The messages and invitation screens as ONE chunk: the inbox, a message, invite friends, the share poster and the
 * invitation records. Every lazy import in the route table is JavaScript each start downloads (the /home budget is
 * full), so five routes share one import; qr-code-styling stays out of it (the poster imports it on demand).
 */
export { default as MessagesScreen } from '../features/messages/messages-screen';
export { default as MessageDetailScreen } from '../features/messages/message-detail-screen';
export { default as ShareScreen } from '../features/invite/share-screen';
export { default as PosterScreen } from '../features/invite/poster-screen';
export { default as ShareRecordScreen } from '../features/invite/share-record-screen';
