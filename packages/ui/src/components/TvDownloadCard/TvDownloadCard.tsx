import { useT } from '../../i18n/I18nProvider';
import { DownloadIcon } from '../../icons/browseIcons';
import { HoverCard } from '../HoverCard/HoverCard';
import { QrCode } from '../QrCode/QrCode';
import styles from './TvDownloadCard.module.css';

export interface TvDownloadCardProps {
  /** Download address of the TV app (电视版). */
  tvUrl: string;
  /** Download address of the phone app (手机版). */
  phoneUrl: string;
  /** The app download page the link leads to; `/download` by default. */
  downloadHref?: string;
  /** Open from the start (stories, screenshots). */
  defaultOpen?: boolean;
}

/** 下载APP: a link to the download page with a card of two QR codes, 电视版 and 手机版. */
export function TvDownloadCard({
  tvUrl,
  phoneUrl,
  downloadHref = '/download',
  defaultOpen,
}: TvDownloadCardProps) {
  const t = useT();
  const apps = [
    { key: 'tv', name: t('download.tv'), url: tvUrl },
    { key: 'phone', name: t('download.phone'), url: phoneUrl },
  ];
  return (
    <HoverCard
      label={t('download.app')}
      align="end"
      defaultOpen={defaultOpen}
      trigger={
        <a className={styles.trigger} href={downloadHref}>
          <DownloadIcon className={styles.icon} />
          <span className={styles.text}>{t('download.app')}</span>
        </a>
      }
    >
      {({ engaged }) => (
        <div className={styles.card}>
          <ul className={styles.apps}>
            {apps.map((app) => (
              <li key={app.key} className={styles.app}>
                {engaged ? (
                  <QrCode value={app.url} label={t('download.qrLabel', { name: app.name })} />
                ) : (
                  <span className={styles.placeholder} />
                )}
                <span className={styles.name}>{app.name}</span>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('download.scanHint')}</p>
        </div>
      )}
    </HoverCard>
  );
}
