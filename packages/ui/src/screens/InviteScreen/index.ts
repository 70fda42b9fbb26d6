export { InviteScreen, type InviteScreenProps, type InviteScreenStatus } from './InviteScreen';
