import type { HotSearch } from '@xinghe/contracts';

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (word: string) => void;
  history: readonly string[];
  onClearHistory: () => void;
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
}

export function SearchOverlay(_props: SearchOverlayProps) {
  return null;
}
