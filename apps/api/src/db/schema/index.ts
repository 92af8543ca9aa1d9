export * from './dictionaries';
export * from './identity';
export * from './platform';
export * from './units';
