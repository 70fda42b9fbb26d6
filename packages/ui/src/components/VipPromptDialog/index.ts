export {
  VipPromptDialog,
  type VipPromptDialogProps,
  type VipPromptReason,
} from './VipPromptDialog';
