export { PackageList, type PackageListProps } from './PackageList';
