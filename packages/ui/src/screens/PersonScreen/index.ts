export {
  PersonScreen,
  formatBirthDate,
  type PersonScreenProps,
  type PersonScreenStatus,
} from './PersonScreen';
