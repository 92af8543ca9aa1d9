export * from './dictionaries';
export * from './documents';
export * from './identity';
export * from './platform';
export * from './units';
