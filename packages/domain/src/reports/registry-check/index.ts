export * from './contracts';
export * from './multiple-primaries-pass';
