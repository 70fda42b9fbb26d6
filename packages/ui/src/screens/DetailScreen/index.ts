export { DetailScreen, type DetailScreenProps } from './DetailScreen';
