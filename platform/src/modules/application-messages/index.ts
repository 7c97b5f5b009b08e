/**
 * The public surface of the application messages feature: the thread of one application, for
 * the team (application card) and the candidate (My applications), and its unread count.
 */
export { MessageThread } from './message-thread';
export { UnreadChip } from './unread-chip';
export type { ThreadTarget } from './thread-paths';
export { MessagesToggle } from './messages-toggle';
