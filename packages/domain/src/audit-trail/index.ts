export * from './contracts';
export * from './labels';
