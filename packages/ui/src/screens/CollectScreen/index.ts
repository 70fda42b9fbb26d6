export { CollectScreen, type CollectData, type CollectScreenProps } from './CollectScreen';
