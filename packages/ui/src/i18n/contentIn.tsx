import type { ReactNode } from 'react';
import { contentLang } from './locale';

/**
 * A catalogue text (`On now: {title}`) with the API's content in its place, the content in a span
 * marked with its language (see `contentLang`), so a page in English tells its own words from the
 * titles it shows.
 */
export function contentIn(template: string, placeholder: string, content: string): ReactNode {
  const [before, after = ''] = template.split(`{${placeholder}}`);
  return (
    <>
      {before}
      <span lang={contentLang()}>{content}</span>
      {after}
    </>
  );
}
