import { Header, type HeaderBackground } from '@xinghe/ui';
import styles from './SiteHeader.module.css';
import { useScrollProgress } from './useScrollProgress.ts';

/** Scrolled distance over which the `scroll` header becomes fully opaque. */
const SCROLL_FADE_PX = 240;

export interface SiteHeaderProps {
  activePath: string;
  background: HeaderBackground;
  visibleCount: number;
  /** False on pages whose phone layout has no header (detail and players). */
  showOnPhone: boolean;
}

/** SPEC section 2: clicking a nav item clears session storage. */
function clearSessionStorage() {
  try {
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
}

/** The ui Header fed by the route (background, active item) and the layout (visible count). */
export function SiteHeader({ activePath, background, visibleCount, showOnPhone }: SiteHeaderProps) {
  const scrollProgress = useScrollProgress(background === 'scroll', SCROLL_FADE_PX);
  return (
    <div className={styles.slot} data-mobile={showOnPhone ? 'shown' : 'hidden'}>
      <Header
        activePath={activePath}
        background={background}
        scrollProgress={scrollProgress}
        visibleCount={visibleCount}
        onNavigate={clearSessionStorage}
      />
    </div>
  );
}
