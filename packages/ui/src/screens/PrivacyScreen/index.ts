export { PrivacyScreen, type PrivacyScreenProps } from './PrivacyScreen';
