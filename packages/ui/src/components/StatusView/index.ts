export { StatusView, type StatusViewProps, type StatusViewStatus } from './StatusView';
