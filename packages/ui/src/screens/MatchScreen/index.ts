export { MatchScreen, type MatchData, type MatchScreenProps } from './MatchScreen';
export { countdownText } from './Countdown';
