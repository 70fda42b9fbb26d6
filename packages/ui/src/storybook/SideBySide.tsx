/**
 * A story shown at a phone's and a desktop's width side by side, for the docs pages: each in its
 * own frame of the real width (the layout follows the frame's width, as it follows a window's),
 * scaled to fit the page.
 */
import styles from './SideBySide.module.css';

export interface SideBySideProps {
  /** The story id, e.g. `screens-home-homescreen--loaded`. */
  storyId: string;
  /** A second story for the phone (when the phone has its own story); the same one by default. */
  phoneStoryId?: string;
  title: string;
}

const PHONE = { width: 390, height: 844, scale: 0.5 };
const DESKTOP = { width: 1440, height: 900, scale: 0.42 };

const frameSrc = (id: string) => `iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

function Frame({ id, label, size }: { id: string; label: string; size: typeof PHONE }) {
  return (
    <figure className={styles.figure}>
      <div
        className={styles.box}
        style={{ width: size.width * size.scale, height: size.height * size.scale }}
      >
        <iframe
          className={styles.frame}
          title={label}
          src={frameSrc(id)}
          loading="lazy"
          style={{ width: size.width, height: size.height, transform: `scale(${size.scale})` }}
        />
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function SideBySide({ storyId, phoneStoryId, title }: SideBySideProps) {
  return (
    <div className={styles.row}>
      <Frame id={phoneStoryId ?? storyId} label={`${title}: phone 390`} size={PHONE} />
      <Frame id={storyId} label={`${title}: desktop 1440`} size={DESKTOP} />
    </div>
  );
}
