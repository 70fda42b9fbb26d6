export * from './routes';
export * from './envelope';
export * from './records';
export * from './schemas/index';
export * from './headers';
export * from './search-limits';
export * from './literals';
export * from './vip';
