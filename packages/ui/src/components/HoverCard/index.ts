export { HoverCard, type HoverCardProps, type HoverCardState } from './HoverCard';
