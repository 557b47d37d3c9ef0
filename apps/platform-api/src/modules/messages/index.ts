import type { PlatformModule } from '../../core/module';
import { messagesRoutes } from './routes';
import { seedDemoInbox } from './seed';
import { messagesMigrations } from './tables';

/**
 * The inbox (platform information): members' own messages, literal or system messages on events rendered
 * in the reader's language, and operator messages stored once per brand with each member's read and delete
 * state. It imports no business module: payments, bonus and agents write to it.
 */
export const messagesModule: PlatformModule = {
  name: 'messages',
  migrations: messagesMigrations,
  routes: messagesRoutes,
  demo: seedDemoInbox,
};

// What other modules may use.
export { addBroadcastFilter, sendInboxMessages, sendSystemMessage, unreadCount } from './service';
export type { BroadcastFilter, EventMessage, LiteralMessage } from './service';
export { systemEvents } from './templates';
export type { SystemEvent, SystemEvents } from './templates';
