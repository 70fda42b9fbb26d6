export { SportsScreen, type SportsScreenProps, type SportsView } from './SportsScreen';
export { MatchDayList, groupByCompetition, type MatchDayListProps } from './MatchDayList';
export { FOLLOWED_TAB } from './SportsTabs';
