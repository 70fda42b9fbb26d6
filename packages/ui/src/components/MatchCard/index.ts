export { MatchCard, MatchStatusBadge, type MatchCardProps } from './MatchCard';
