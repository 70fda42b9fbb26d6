export { PointsScreen, type PointsScreenProps, type PointsNotice } from './PointsScreen';
