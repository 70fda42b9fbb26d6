export { CollectScreen, type CollectScreenProps } from './CollectScreen';
