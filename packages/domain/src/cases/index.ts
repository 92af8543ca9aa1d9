export * from './contracts';
export * from './evolution-fields';
