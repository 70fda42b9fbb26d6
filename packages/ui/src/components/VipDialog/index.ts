export { VipDialog, type VipDialogProps, type VipDialogVariant } from './VipDialog';
export { VipCheckout, type VipCheckoutProps } from './VipCheckout';
export { formatAmount, formatDay } from './vipFormat';
export type { PayOrderView, PaymentStep, PaymentView, PayChoice } from './vipTypes';
export { VIP_PERK_KEYS, VIP_REASON_KEYS, type VipPromptReason } from './vipPerks';
