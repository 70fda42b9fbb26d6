export { MatchScreen, type MatchScreenProps } from './MatchScreen';
export { countdownText } from './Countdown';
