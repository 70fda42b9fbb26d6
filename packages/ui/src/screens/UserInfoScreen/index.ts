export {
  UserInfoScreen,
  type UserInfoScreenProps,
  type UserInfoStatus,
  type UserInfoSummary,
} from './UserInfoScreen';
