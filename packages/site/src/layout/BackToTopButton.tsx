import { BackToTop } from '@xinghe/ui';

/** 返回顶部 (SPEC: after 100 px of scroll), a chunk of its own: nothing shows it at first paint. */
export default function BackToTopButton() {
  return <BackToTop />;
}
