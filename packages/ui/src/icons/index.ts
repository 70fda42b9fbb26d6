export {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  RetryIcon,
  EmptyBoxIcon,
  LogoMark,
} from './icons';
