export { Header, type HeaderProps, type HeaderBackground } from './Header';
export { NavMoreMenu, type NavMoreMenuProps } from './NavMoreMenu';
