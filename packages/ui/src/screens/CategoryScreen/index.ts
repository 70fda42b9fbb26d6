export { CategoryScreen, type CategoryScreenProps } from './CategoryScreen';
export { LoadMoreFooter, type LoadMoreFooterProps } from './LoadMoreFooter';
