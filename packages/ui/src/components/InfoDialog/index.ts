export { InfoDialog, type InfoDialogProps } from './InfoDialog';
