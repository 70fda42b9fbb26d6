export { MobileHeader, type MobileHeaderProps } from './MobileHeader';
