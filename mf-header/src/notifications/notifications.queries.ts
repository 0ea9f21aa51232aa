import { queryOptions } from '@tanstack/react-query';
import { getNotifications } from './notifications.resource';

/** The bell's list: the first page, then what Load More and live events add to it in the cache. */
export const notificationsQuery = queryOptions({
  queryKey: ['header', 'notifications'],
  queryFn: () => getNotifications(),
});
