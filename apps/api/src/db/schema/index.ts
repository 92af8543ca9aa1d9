export * from './attachments';
export * from './clinical';
export * from './dictionaries';
export * from './documents';
export * from './identity';
export * from './notifications';
export * from './platform';
export * from './units';
