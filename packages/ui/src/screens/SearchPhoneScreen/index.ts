export { SearchPhoneScreen, type SearchPhoneScreenProps } from './SearchPhoneScreen';
