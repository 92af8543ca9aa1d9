export * from './medical-case-access';
