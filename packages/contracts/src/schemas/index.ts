export * from './envelope';
export * from './catalogue';
