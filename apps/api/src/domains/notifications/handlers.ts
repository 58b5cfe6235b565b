import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function notificationsHandlers(deps: AppDeps): HandlerMap {
  return {
    listNotifications: async (request) =>
      service.listNotifications(deps, authOf(request), request.query),
    countUnreadNotifications: async (request) => service.countUnread(deps, authOf(request)),
    markNotificationRead: async (request) =>
      service.markRead(deps, authOf(request), request.params.notificationId),
    markAllNotificationsRead: async (request) => service.markAllRead(deps, authOf(request)),
    listDeliveries: async (request) => service.listDeliveries(deps, authOf(request), request.query),
    retryDelivery: async (request) =>
      service.retryDelivery(deps, authOf(request), request.params.deliveryId),
    listNotificationChannels: async (request) => service.listChannels(deps, authOf(request)),
    updateNotificationChannels: async (request) =>
      service.updateChannels(deps, authOf(request), request.body),
    testNotificationChannel: async (request) =>
      service.testChannel(
        deps,
        authOf(request),
        request.params.channel,
        request.body,
        requestLocale(request.headers['accept-language']),
      ),
    listDeadLetters: async (request) =>
      service.listDeadLetters(deps, authOf(request), request.query),
    retryDeadLetter: async (request) =>
      service.retryDeadLetter(deps, authOf(request), request.params.jobId),
  };
}
