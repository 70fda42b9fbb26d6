export { HomeScreen, type HomeScreenProps, type ScreenStatus } from './HomeScreen';
