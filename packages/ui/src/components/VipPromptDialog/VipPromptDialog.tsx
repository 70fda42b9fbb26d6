/** Why the dialog opened; picks the headline. */
export type VipPromptReason = 'line' | 'quality' | 'speed' | 'download' | 'live';

export interface VipPromptDialogProps {
  open: boolean;
  reason?: VipPromptReason;
  /** 开通VIP: the site opens the full VIP dialog (packages and payment, issue 5). */
  onJoin: () => void;
  /** The close button, Escape or a click on the backdrop. */
  onClose: () => void;
}

/** A short modal listing the VIP perks, shown when a non-VIP reaches for one. */
export function VipPromptDialog(_props: VipPromptDialogProps) {
  return null;
}
