export { InviteScreen, type InviteScreenProps } from './InviteScreen';
