export { SiteFooter, aboutInfo, type SiteFooterProps } from './SiteFooter';
