export * from './contracts';
export * from './employee-contracts';
export * from './labels';
export * from './phone';
export * from './professional-roles';
