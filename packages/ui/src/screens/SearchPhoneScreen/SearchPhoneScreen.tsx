import type { HotSearch } from '@xinghe/contracts';

export interface SearchPhoneScreenProps {
  history: readonly string[];
  hot: readonly HotSearch[];
  onSubmit: (word: string) => void;
  onClearHistory: () => void;
  onSelectHot: (entry: HotSearch) => void;
  onBack: () => void;
}

export function SearchPhoneScreen(_props: SearchPhoneScreenProps) {
  return null;
}
