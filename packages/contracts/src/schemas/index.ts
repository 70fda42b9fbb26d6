export * from './envelope';
export * from './catalogue';
export * from './search';
export * from './vod';
export * from './vod-user';
export * from './vod-media';
export * from './metrics';
