// opencc-js ships types for its core and presets but not for the single tables the site loads
// (`from/cn`, `to/tw`, `to/twp`): arrays of dictionary groups, like the presets' entries.
declare module 'opencc-js/from/cn' {
  import type { DictGroup } from 'opencc-js/core';
  const groups: readonly DictGroup[];
  export default groups;
}
declare module 'opencc-js/to/tw' {
  import type { DictGroup } from 'opencc-js/core';
  const groups: readonly DictGroup[];
  export default groups;
}
declare module 'opencc-js/to/twp' {
  import type { DictGroup } from 'opencc-js/core';
  const groups: readonly DictGroup[];
  export default groups;
}
declare module 'opencc-js/from/tw' {
  import type { DictGroup } from 'opencc-js/core';
  const groups: readonly DictGroup[];
  export default groups;
}
declare module 'opencc-js/to/cn' {
  import type { DictGroup } from 'opencc-js/core';
  const groups: readonly DictGroup[];
  export default groups;
}
