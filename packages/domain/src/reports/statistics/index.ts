export * from './contracts-incidence';
export * from './contracts-population';
export * from './contracts-quality';
export * from './contracts-shared';
export * from './contracts-survival';
export * from './kaplan-meier';
export * from './rates';
export * from './small-stats';
