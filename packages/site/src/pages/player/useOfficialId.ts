import { useEffect, useState } from 'react';
import { api } from '../../api.ts';

export type OfficialId =
  { status: 'loading' } | { status: 'missing' } | { status: 'ok'; id: number };

/**
 * The official title id behind a play id. A third-party listing (the play-thrid route) is mapped
 * with GET /web/v2/dianbo/collection/transfer/{id}; an official id is used as it is unless
 * `check` says it led nowhere, and then it is mapped too (a play-official link made from a
 * third-party id, as canonical URLs are).
 */
export function useOfficialId(rawId: number | null, viaTransfer: boolean): OfficialId {
  const [mapped, setMapped] = useState<{ raw: number; result: OfficialId } | null>(null);

  useEffect(() => {
    if (rawId === null || !viaTransfer) return;
    let live = true;
    void api.call('getVodTransfer', { path: { id: rawId } }).then((reply) => {
      if (!live) return;
      setMapped({
        raw: rawId,
        result: reply.ok ? { status: 'ok', id: reply.data.officialId } : { status: 'missing' },
      });
    });
    return () => {
      live = false;
    };
  }, [rawId, viaTransfer]);

  if (rawId === null) return { status: 'missing' };
  if (!viaTransfer) return { status: 'ok', id: rawId };
  return mapped?.raw === rawId ? mapped.result : { status: 'loading' };
}
