export { UserInfoScreen, type UserInfoScreenProps, type UserInfoSummary } from './UserInfoScreen';
