export {
  PointsScreen,
  type PointsScreenProps,
  type PointsScreenStatus,
  type PointsNotice,
} from './PointsScreen';
export type {
  PointsView,
  PointsKind,
  PointsRules,
  PointsOption,
  PointsHistoryEntry,
} from './pointsTypes';
