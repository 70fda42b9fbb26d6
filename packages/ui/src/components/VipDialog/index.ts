export { VipDialog, type VipDialogProps, type VipDialogVariant } from './VipDialog';
export { VipCheckout, type VipCheckoutProps } from './VipCheckout';
export { formatAmount, formatDay } from './vipFormat';
export {
  PAY_METHODS,
  type VipProduct,
  type PayMethod,
  type PayCurrency,
  type PayOrderView,
  type PaymentStep,
  type PaymentView,
  type ProductsStatus,
  type PayChoice,
} from './vipTypes';
export { VIP_PERK_KEYS, VIP_REASON_KEYS, type VipPromptReason } from './vipPerks';
