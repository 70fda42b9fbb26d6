import type { HotSearch } from '@xinghe/contracts';

export interface MobileHeaderProps {
  isLogin: boolean;
  isVip?: boolean;
  email?: string;
  onLogin: () => void;
  /** The VIP icon (logged in only). */
  onVip: () => void;
  /** Where the download link leads; `/download` by default. */
  downloadHref?: string;
  /** The community group link. */
  communityUrl: string;
  /** Where the avatar leads when logged in; `/userinfo` by default. */
  userHref?: string;
  /** Search overlay data and callbacks. */
  onSubmit: (word: string) => void;
  history: readonly string[];
  onClearHistory: () => void;
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
  /** Same values as the desktop Header's background. */
  background?: 'solid' | 'transparent' | 'fade' | 'scroll';
  scrollProgress?: number;
}

export function MobileHeader(_props: MobileHeaderProps) {
  return null;
}
