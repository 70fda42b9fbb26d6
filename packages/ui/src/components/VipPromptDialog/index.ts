export {
  VipPromptDialog,
  VIP_PERK_KEYS,
  type VipPromptDialogProps,
  type VipPromptReason,
} from './VipPromptDialog';
