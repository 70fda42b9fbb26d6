export { MatchScreen, type MatchScreenProps, type MatchScreenStatus } from './MatchScreen';
export { countdownText } from './Countdown';
