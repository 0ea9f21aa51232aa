import type {
  Announcement,
  Badge,
  CompetitionResultEvent,
  CornerTimer,
  Notification,
  StreakUpEvent,
  User,
  XpGainedEvent,
} from '@elearn/contracts';

/** Server events the socket bridge republishes on the bus (spec, realtime). */
export const SERVER_EVENTS = [
  'competition-result',
  'streak-up',
  'new_achievement',
  'xp-gained',
  'announcement',
  'deletedAnnouncement',
  'notification',
  'refreshNotifications',
  'ticketUpdated',
  'corner-presence',
  'corner-timer',
  'corner-notes',
  'corner-members',
  'corner-deleted',
] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

export interface ErrorDialogPayload {
  message: string;
  serverMessage?: string;
}

/**
 * Every event on the bus and its payload. Remotes talk to each other only
 * through these (never by importing another remote's code).
 */
export interface BusEvents {
  'auth:signed-in': User;
  'auth:signed-out': { reason: 'logout' | 'expired' };
  'ui:error-dialog': ErrorDialogPayload;
  'ui:language-changed': { lang: string };
  'ui:open-eve': undefined;
  'ui:toggle-calculator': undefined;
  'ui:open-streak': undefined;
  'ui:open-ranking': undefined;
  'ui:open-store': undefined;
  'socket:connected': undefined;
  /**
   * A (re)connect the server did not recover: whatever it sent meanwhile is
   * lost (a first connect, a drop longer than the recovery window, a restarted
   * API), so what is shown is loaded again (the page's query cache does it).
   */
  'socket:resync': undefined;
  'socket:disconnected': { reason: string };
  /** The activity tracker stopped counting (idle or hidden tab): the header asks "where did you go ?". */
  'activity:inactive': { reason: 'idle' | 'hidden' };
  'activity:resumed': undefined;
  /** A learner started a course over: what the page knew of that progress (viewed materials) is gone. */
  'progress:reset': { progressId: string };
  /** A coins-store purchase went through: the values after it. */
  'store:purchased': { itemId: string; userCoins: number; itemAvailable: number };
  // Payloads as the API sends them (shared/contracts); the bridge does not validate them.
  'server:competition-result': CompetitionResultEvent;
  'server:streak-up': StreakUpEvent;
  'server:new_achievement': Badge;
  'server:xp-gained': XpGainedEvent;
  'server:announcement': Announcement;
  'server:deletedAnnouncement': { id: string };
  'server:notification': Notification;
  /** Carries nothing: the client reloads its list. */
  'server:refreshNotifications': undefined;
  /** A support ticket the user may see changed: an open thread reloads. */
  'server:ticketUpdated': { id: string };
  /** Study corners (sent to the corner's room only): who has the page open, the shared timer and notes. */
  'server:corner-presence': { id: string; present: { id: string; firstName: string; lastName: string }[] };
  'server:corner-timer': { timer: CornerTimer; serverNow: string };
  'server:corner-notes': { notes: string; by: string };
  'server:corner-members': { id: string };
  'server:corner-deleted': { id: string };
}
