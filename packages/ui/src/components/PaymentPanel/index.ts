export { PaymentPanel, type PaymentPanelProps } from './PaymentPanel';
