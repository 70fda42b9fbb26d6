import type { Loadable } from '@xinghe/contracts/client';
import { useEffect } from 'react';
import { useVodTransfer, vodTransferActions } from '../../state/vodTransfer';

const NO_ID: Loadable<string> = { status: 'notFound' };

/**
 * The official title id behind a play id. A third-party listing (the play-thrid route) is mapped
 * by the transfer store; an official id is used as it is.
 */
export function useOfficialId(rawId: string | null, viaTransfer: boolean): Loadable<string> {
  useEffect(() => {
    if (rawId !== null && viaTransfer) void vodTransferActions.load(rawId);
  }, [rawId, viaTransfer]);
  const mapped = useVodTransfer(rawId ?? '');

  if (rawId === null) return NO_ID;
  if (!viaTransfer) return { status: 'loaded', data: rawId };
  return mapped;
}
