import { useState, type ComponentType } from 'react';

interface Copyable {
  copied?: boolean;
  onCopy: (link: string) => void;
}

/**
 * A story render for anything with a 复制链接 button: `copied` turns true once `onCopy` is called,
 * as the site does when the clipboard write succeeds.
 */
export function withCopied<P extends Copyable>(Component: ComponentType<P>) {
  return function Copying(props: P) {
    const [copied, setCopied] = useState(props.copied);
    return (
      <Component
        {...props}
        copied={copied}
        onCopy={(link: string) => {
          props.onCopy(link);
          setCopied(true);
        }}
      />
    );
  };
}
