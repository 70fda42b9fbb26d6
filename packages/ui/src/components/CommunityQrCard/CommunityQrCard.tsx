import { UsersIcon } from '../../icons/browseIcons';
import { HoverCard } from '../HoverCard/HoverCard';
import { QrCode } from '../QrCode/QrCode';
import styles from './CommunityQrCard.module.css';
import { headerT } from '../../i18n/headerMessages';

export interface CommunityQrCardProps {
  /** The group's invite link, encoded in the QR code and used as the link target. */
  url: string;
  /** Open from the start (stories, screenshots). */
  defaultOpen?: boolean;
}

/** 官方交流群: a link to the group with a card holding its QR code (drawn once the card is opened). */
export function CommunityQrCard({ url, defaultOpen }: CommunityQrCardProps) {
  return (
    <HoverCard
      label={headerT('common.communityGroup')}
      align="center"
      defaultOpen={defaultOpen}
      trigger={
        <a className={styles.trigger} href={url} target="_blank" rel="noopener noreferrer">
          <UsersIcon className={styles.icon} />
          <span className={styles.text}>{headerT('common.communityGroup')}</span>
        </a>
      }
    >
      {({ engaged }) => (
        <div className={styles.card}>
          <p className={styles.title}>{headerT('common.communityGroup')}</p>
          {engaged ? (
            <QrCode value={url} label={headerT('community.qrLabel')} size={132} />
          ) : (
            <span className={styles.placeholder} />
          )}
          <p className={styles.hint}>{headerT('community.scanHint')}</p>
        </div>
      )}
    </HoverCard>
  );
}
