import { useId } from 'react';
import { downloadT } from '../../i18n/downloadMessages';
import { AppTabs } from '../../components/AppDownloadDialog/AppTabs';
import {
  APP_TEXTS,
  type AppBuilds,
  type AppKind,
} from '../../components/AppDownloadDialog/appDownload';
import { QrCode } from '../../components/QrCode/QrCode';
import styles from './DownloadScreen.module.css';

export interface DownloadScreenProps {
  /** The app page shown: 手机版 or 电视版 (`/download?app=tv`). */
  kind: AppKind;
  builds: AppBuilds;
  /** The official community group (官方交流群), opened in a new tab. */
  communityUrl: string;
  onKindChange: (kind: AppKind) => void;
  onDownload?: (kind: AppKind) => void;
}

/**
 * /download: the phone app page and the TV app page behind two tabs, each with its pitch, QR code,
 * download button and install steps, and the community group link. The header is transparent here
 * (SPEC), so the page opens on its own gradient.
 */
export function DownloadScreen({
  kind,
  builds,
  communityUrl,
  onKindChange,
  onDownload,
}: DownloadScreenProps) {
  const panelId = useId();
  const texts = APP_TEXTS[kind];
  const build = builds[kind];
  return (
    <div className={styles.page} data-kind={kind}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{downloadT('download.title')}</h1>
        <AppTabs value={kind} onChange={onKindChange} panelId={panelId} />
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${panelId}-tab-${kind}`}
          className={styles.panel}
        >
          <div className={styles.pitch}>
            <h2 className={styles.headline}>{downloadT(texts.headline)}</h2>
            <p className={styles.tagline}>{downloadT(texts.tagline)}</p>
            <ul className={styles.features}>
              {texts.features.map((key) => (
                <li key={key}>{downloadT(key)}</li>
              ))}
            </ul>
            <a
              className={styles.download}
              href={build.fileUrl}
              download
              onClick={() => onDownload?.(kind)}
            >
              {downloadT('download.button')}
            </a>
            <p className={styles.version}>
              {downloadT('download.version', { version: build.version, size: build.size })}
            </p>
          </div>
          <figure className={styles.qr}>
            <QrCode
              value={build.pageUrl}
              label={downloadT('download.qrLabel', { name: downloadT(texts.tab) })}
              size={160}
            />
            <figcaption>{downloadT('download.scan')}</figcaption>
          </figure>
        </div>
      </section>
      <section className={styles.steps} aria-labelledby={`${panelId}-steps`}>
        <h2 id={`${panelId}-steps`} className={styles.sectionTitle}>
          {downloadT('download.stepsTitle')}
        </h2>
        <ol>
          {texts.steps.map((key) => (
            <li key={key}>{downloadT(key)}</li>
          ))}
        </ol>
      </section>
      <section className={styles.community}>
        <a
          href={communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.communityLink}
        >
          {downloadT('download.community')}
        </a>
        <p className={styles.version}>{downloadT('download.communityHint')}</p>
      </section>
    </div>
  );
}
