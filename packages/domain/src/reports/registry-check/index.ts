export * from './contracts';
export * from './follow-up-pass';
export * from './multiple-primaries-pass';
