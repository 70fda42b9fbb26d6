export * from './envelope';
export * from './catalogue';
export * from './search';
