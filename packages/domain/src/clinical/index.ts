export * from './medical-case-access';
export * from './medical-case-contracts';
export * from './medical-case-history';
export * from './medical-case-model';
export * from './medical-case-rules';
export * from './messages';
