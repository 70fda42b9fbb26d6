import { downloadT } from '../../i18n/downloadMessages';
import styles from './SidePanel.module.css';

export interface SidePanelProps {
  /** SPEC "show side (default true)": the panel, or the small tab that brings it back. */
  shown: boolean;
  chatOpen: boolean;
  communityUrl: string;
  onDownload: () => void;
  onChatToggle: (open: boolean) => void;
  onShownChange: (shown: boolean) => void;
}

/**
 * The side panel: quick tools at the right edge of every page with a header — 下载APP (the
 * app-download dialog), 官方交流群, 在线客服 (the chatbot) and 收起. Collapsed, it leaves a tab.
 */
export function SidePanel({
  shown,
  chatOpen,
  communityUrl,
  onDownload,
  onChatToggle,
  onShownChange,
}: SidePanelProps) {
  if (!shown) {
    return (
      <button type="button" className={styles.tab} onClick={() => onShownChange(true)}>
        {downloadT('side.show')}
      </button>
    );
  }
  return (
    <nav className={styles.panel} aria-label={downloadT('side.label')}>
      <button type="button" className={styles.item} onClick={onDownload}>
        {downloadT('side.download')}
      </button>
      <a className={styles.item} href={communityUrl} target="_blank" rel="noopener noreferrer">
        {downloadT('side.community')}
      </a>
      <button
        type="button"
        className={styles.item}
        aria-expanded={chatOpen}
        onClick={() => onChatToggle(!chatOpen)}
      >
        {downloadT('side.chat')}
      </button>
      <button type="button" className={styles.hide} onClick={() => onShownChange(false)}>
        {downloadT('side.hide')}
      </button>
    </nav>
  );
}
