export { InviteDialog, type InviteDialogProps } from './InviteDialog';
export { InviteShare, type InviteShareProps } from './InviteShare';
export type { InviteView } from './inviteTypes';
