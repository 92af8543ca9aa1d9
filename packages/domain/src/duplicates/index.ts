export * from './comparisons';
export * from './contracts';
export * from './normalise';
export * from './score';
export * from './similarity';
