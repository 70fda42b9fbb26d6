export { PaymentMethods, payMethodName, type PaymentMethodsProps } from './PaymentMethods';
