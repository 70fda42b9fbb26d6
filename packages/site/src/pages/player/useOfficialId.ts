import { useEffect } from 'react';
import { useVodTransfer, vodTransferActions, type OfficialId } from '../../state/vodTransfer';

export type { OfficialId };

/**
 * The official title id behind a play id. A third-party listing (the play-thrid route) is mapped
 * by the transfer store; an official id is used as it is.
 */
export function useOfficialId(rawId: string | null, viaTransfer: boolean): OfficialId {
  useEffect(() => {
    if (rawId !== null && viaTransfer) void vodTransferActions.load(rawId);
  }, [rawId, viaTransfer]);
  const mapped = useVodTransfer(rawId ?? '');

  if (rawId === null) return { status: 'missing' };
  if (!viaTransfer) return { status: 'ok', id: rawId };
  return mapped;
}
