export { BackToTop, BACK_TO_TOP_THRESHOLD, type BackToTopProps } from './BackToTop';
