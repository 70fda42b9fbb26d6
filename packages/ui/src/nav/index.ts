export {
  navItems,
  INITIAL_NAV_VISIBLE_COUNT,
  navVisibleCountForWidth,
  splitNavItems,
  isNavItemActive,
  type NavItem,
} from './navItems';
export { Link, LinkNavigation, type LinkProps } from './Link';
