export * from './medical-case-access';
export * from './medical-case-contracts';
export * from './medical-case-model';
export * from './medical-case-rules';
export * from './medical-team-contracts';
export * from './messages';
export * from './recommendation-contracts';
export * from './team-messages';
