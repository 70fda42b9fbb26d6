export { QrCode, type QrCodeProps } from './QrCode';
export { qrModulesPath, encodeQr, loadQrFactory } from './qrPath';
