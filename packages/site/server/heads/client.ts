/**
 * The API client the host's heads ask with. It asks as nobody: a head is the same for every
 * viewer, so it never carries a viewer's token.
 */
import { createClient, type ApiClient } from '@xinghe/contracts/client';

export const headsClient = (upstream: string): ApiClient =>
  createClient({ baseUrl: upstream, getToken: () => null, timeoutMs: 5_000 });
