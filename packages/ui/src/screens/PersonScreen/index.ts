export { PersonScreen, formatBirthDate, type PersonScreenProps } from './PersonScreen';
