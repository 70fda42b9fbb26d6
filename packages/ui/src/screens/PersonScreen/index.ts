export {
  PersonScreen,
  formatBirthDate,
  type PersonData,
  type PersonScreenProps,
} from './PersonScreen';
