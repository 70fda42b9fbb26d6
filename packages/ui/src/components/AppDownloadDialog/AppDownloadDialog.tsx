import { useId } from 'react';
import { downloadT } from '../../i18n/downloadMessages';
import { Dialog, type DialogVariant } from '../Dialog/Dialog';
import { QrCode } from '../QrCode/QrCode';
import { AppTabs } from './AppTabs';
import { APP_TEXTS, type AppBuilds, type AppKind } from './appDownload';
import styles from './AppDownloadDialog.module.css';

export interface AppDownloadDialogProps {
  open: boolean;
  /** The app shown (the phone or the TV variant); the tabs switch it. */
  kind: AppKind;
  builds: AppBuilds;
  /** `sheet` on phones, `center` elsewhere. */
  variant?: DialogVariant;
  onKindChange: (kind: AppKind) => void;
  /** 立即下载 was pressed (for the file_download event); the link downloads by itself. */
  onDownload?: (kind: AppKind) => void;
  onClose: () => void;
}

/** 下载APP: the phone or TV app with its QR code, version and a download button. */
export function AppDownloadDialog({
  open,
  kind,
  builds,
  variant = 'center',
  onKindChange,
  onDownload,
  onClose,
}: AppDownloadDialogProps) {
  const panelId = useId();
  const build = builds[kind];
  const texts = APP_TEXTS[kind];
  return (
    <Dialog
      open={open}
      title={downloadT('download.dialogTitle')}
      variant={variant}
      size="sm"
      onClose={onClose}
    >
      <AppTabs value={kind} onChange={onKindChange} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-tab-${kind}`}
        className={styles.panel}
        data-kind={kind}
      >
        <p className={styles.headline}>{downloadT(texts.headline)}</p>
        <p className={styles.tagline}>{downloadT(texts.tagline)}</p>
        <QrCode
          value={build.pageUrl}
          label={downloadT('download.qrLabel', { name: downloadT(texts.tab) })}
          size={140}
        />
        <p className={styles.version}>
          {downloadT('download.version', { version: build.version, size: build.size })}
        </p>
        <a
          className={styles.download}
          href={build.fileUrl}
          download
          onClick={() => onDownload?.(kind)}
        >
          {downloadT('download.button')}
        </a>
      </div>
    </Dialog>
  );
}
