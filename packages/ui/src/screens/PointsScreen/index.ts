export {
  PointsScreen,
  type PointsScreenProps,
  type PointsScreenStatus,
  type PointsNotice,
} from './PointsScreen';
