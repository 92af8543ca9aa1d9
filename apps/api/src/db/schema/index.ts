export * from './attachments';
export * from './dictionaries';
export * from './documents';
export * from './identity';
export * from './notifications';
export * from './platform';
export * from './units';
