import { InfoDialog } from '@xinghe/ui';
import { usePhoneLayout } from '../layout/usePhoneLayout';

export interface InfoDialogViewProps {
  open: boolean;
  title?: string;
  message: string;
  onClose: () => void;
}

/** The info dialog of the `showInfo` event: a title (提示 unless given), the message, 知道了. */
export default function InfoDialogView(props: InfoDialogViewProps) {
  const phone = usePhoneLayout();
  return <InfoDialog {...props} variant={phone ? 'sheet' : 'center'} />;
}
