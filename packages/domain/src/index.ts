export * from './coding';
export * from './identity/contracts';
export * from './identity/roles';
export * from './identity/session';
export * from './patient/cnp';
export * from './shared/issues';
export * from './shared/list';
export * from './shared/messages';
