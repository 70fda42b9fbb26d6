export { Dialog, type DialogProps, type DialogVariant, type DialogSize } from './Dialog';
