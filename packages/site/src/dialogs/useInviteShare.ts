/**
 * What the invite dialog and the invite pages share: the viewer's invite info loaded when signed
 * in, the link built on this site's origin, and copying it (with a moment of 链接已复制).
 */
import type { LoadStatus } from '@xinghe/contracts/client';
import type { InviteView } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { copyText } from '../pages/detail/copyText';
import { inviteInfoActions, inviteLink, useInviteInfo } from '../state/inviteInfo';
import { useSignedIn } from '../state/signedIn';

const COPIED_MS = 2_000;

export interface InviteShareState {
  signedIn: boolean;
  status: LoadStatus;
  invite?: InviteView;
  copied: boolean;
  onCopy: (link: string) => void;
  onRetry: () => void;
}

export function useInviteShare(active = true): InviteShareState {
  const signedIn = useSignedIn();
  const { status, data: info } = useInviteInfo();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (active && signedIn) void inviteInfoActions.load();
  }, [active, signedIn]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const invite: InviteView | undefined = info
    ? { ...info, link: inviteLink(window.location.origin, info.inviteCode) }
    : undefined;
  return {
    signedIn,
    status,
    invite,
    copied,
    onCopy: (link) => void copyText(link).then(setCopied),
    onRetry: () => void inviteInfoActions.load(),
  };
}
