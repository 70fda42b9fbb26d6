/** The ESM DOM-engine build of `danmaku` has the same API as the package's main entry. */
declare module 'danmaku/dist/esm/danmaku.dom.js' {
  import Danmaku from 'danmaku';
  export default Danmaku;
}
