import type { InviteInfo } from '@xinghe/contracts/client';

/**
 * The invite data the ui takes: the contract's getInviteInfo reply plus the full invite link the
 * site builds from it (`{origin}/invite-h5?invite_id={inviteCode}`).
 */
export interface InviteView extends InviteInfo {
  /** The link to share and to draw as a QR code. */
  link: string;
}
