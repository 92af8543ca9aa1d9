// What other modules may use of notifications: the list query pieces and the unit scope.
export {
  notificationConditions,
  notificationSorts,
  selectNotificationRows,
} from './notification-list.queries';
export { unitScope, visibleUnits } from './notification-scope';
