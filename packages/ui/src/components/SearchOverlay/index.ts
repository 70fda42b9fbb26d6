export { SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
