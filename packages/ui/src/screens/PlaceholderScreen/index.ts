export { PlaceholderScreen, type PlaceholderScreenProps } from './PlaceholderScreen';
