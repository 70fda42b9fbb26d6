import { PAGE_PATHS } from '@xinghe/contracts/client';
import { DownloadIcon } from '../../icons/browseIcons';
import { HoverCard } from '../HoverCard/HoverCard';
import { QrCode } from '../QrCode/QrCode';
import styles from './TvDownloadCard.module.css';
import { headerT } from '../../i18n/headerMessages';

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
  downloadHref = PAGE_PATHS.download,
  defaultOpen,
}: TvDownloadCardProps) {
  const apps = [
    { key: 'tv', name: headerT('download.tv'), url: tvUrl },
    { key: 'phone', name: headerT('download.phone'), url: phoneUrl },
  ];
  return (
    <HoverCard
      label={headerT('download.app')}
      align="end"
      defaultOpen={defaultOpen}
      trigger={
        <a className={styles.trigger} href={downloadHref}>
          <DownloadIcon className={styles.icon} />
          <span className={styles.text}>{headerT('download.app')}</span>
        </a>
      }
    >
      {({ engaged }) => (
        <div className={styles.card}>
          <ul className={styles.apps}>
            {apps.map((app) => (
              <li key={app.key} className={styles.app}>
                {engaged ? (
                  <QrCode value={app.url} label={headerT('download.qrLabel', { name: app.name })} />
                ) : (
                  <span className={styles.placeholder} />
                )}
                <span className={styles.name}>{app.name}</span>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{headerT('download.scanHint')}</p>
        </div>
      )}
    </HoverCard>
  );
}
