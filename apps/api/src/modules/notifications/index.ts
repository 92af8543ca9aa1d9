// What other modules may use of notifications: the list query pieces and the unit scope.
export {
  notificationConditions,
  selectNotificationRows,
} from './notification-list.queries';
export { notificationRowsByIds } from './notification-list.service';
export { pageIds } from './notification-page';
export { caseConfirmations } from './notification-quality.service';
export { unitScope, visibleUnits } from './notification-scope';
export { collectsFirst } from './notification-selectivity';
