export { VipScreen, type VipScreenProps } from './VipScreen';
