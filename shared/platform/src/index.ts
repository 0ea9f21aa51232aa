export { ActivityTracker, type ActivityTrackerDeps, toGainedMinutes } from './activity/activity-tracker';
export { trackActivity } from './activity/track-activity';
export { bus, EventBus } from './bus/event-bus';
export { type BusEvents, type ErrorDialogPayload, SERVER_EVENTS, type ServerEventName } from './bus/events';
export { useBusEvent } from './bus/use-bus-event';
export { reportError } from './errors/report-error';
export { abbreviateNumber, formatEgp, formatList } from './format/numbers';
export { ANSWER_STATUSES, failureHandling, isAnswer } from './http/error-policy';
export { http } from './http/http-client';
export { GONE_IS_AN_ANSWER, Refusal, readData, refusalOf } from './http/refusal';
export { loginPath, safeBackTo } from './routing/back-to';
export { forumPath, forumPostPath } from './routing/forum-path';
export { canonicalPath, type LangPath, parseLangPath, switchLangPath, withLang } from './routing/lang-path';
export { DEFAULT_LANG, isLang, isRtl, LANGUAGES, type Lang, NATIVE_NAMES } from './routing/languages';
export { type MenuLink, type MenuPlace, menuLinks, type RouteMenu, setMenuLinks } from './routing/menu-links';
export { currentLang, navigate } from './routing/navigate';
export { matchRoute } from './routing/route-match';
export { isRouteAvailable, setRoutePatterns } from './routing/route-registry';
export {
  type AuthResult,
  expireSession,
  login,
  logout,
  refreshSession,
  register,
  session$,
} from './session/session';
export { getAccessToken } from './session/token-store';
export { emitWithAck, getSocket, startSocketBridge } from './socket/socket-bridge';
