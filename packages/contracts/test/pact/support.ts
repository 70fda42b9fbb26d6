/** What every consumer test shares: the one pact, the headers every call carries, the client. */
import { PactV4 } from '@pact-foundation/pact';
import { createClient } from '../../src/client';
import { CONSUMER, PACT_DIR, PROVIDER } from '../../pact/files';

export const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: PACT_DIR,
  logLevel: 'warn',
});

/** The headers every call carries (SPEC section 7), as the provider must accept them. */
export const clientHeaders = {
  'app-channel': 'google',
  'device-type': '3',
  'app-id': 'xinghe-web',
};

/** The real client pointed at Pact's mock server, with no session unless a test passes a token. */
export const clientFor = (url: string) => createClient({ baseUrl: url, getToken: () => null });
