export { DetailScreen, type DetailData, type DetailScreenProps } from './DetailScreen';
