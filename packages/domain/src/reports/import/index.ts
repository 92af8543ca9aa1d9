// The notification and vital-status imports (spec 02 §7): templates, row rules, contracts.
export * from './cells';
export * from './contracts';
export * from './messages';
export * from './notification-columns';
export * from './notification-row';
export * from './vital-status';
