/**
 * The dev-only routes a browser reaches through the host: the test login, the dev mailbox that
 * shows email codes, and the simulated payment page. The host proxies exactly these (and the
 * provider-state hook below), and only when it embeds the mock outside production; a deployment
 * with a real upstream never exposes them. Paths use the contract's `{name}` form (or a trailing `*`).
 */
import { PROVIDER_STATE_HOOK_PATH, type Route } from '@xinghe/contracts';

const dev = (method: Route['method'], path: string, group: Route['group']): Route => ({
  method,
  path,
  auth: 'none',
  group,
  addition: true,
});

export const browserDevRoutes: readonly Route[] = [
  dev('POST', '/__dev/login', 'account'),
  dev('GET', '/__dev/mailbox/{email}', 'account'),
  // A wildcard like the mock's own route: any id, however long, reaches the pay page, which
  // answers an unknown one with its HTML 订单不存在 page rather than the router's JSON refusal.
  dev('GET', '/__dev/pay/*', 'payment'),
  dev('POST', '/__dev/pay/*', 'payment'),
];

/**
 * The Pact verifier's provider-state hook, which the host passes on beside the browser's routes
 * under the same rule (an embedded mock, outside production), so `pnpm verify:provider --base-url`
 * works against `npm start` as it is, with one URL.
 */
export const providerStateHookRoute: Route = dev('POST', PROVIDER_STATE_HOOK_PATH, 'account');

/** Every dev-only route the host passes on to its embedded mock. */
export const hostDevRoutes: readonly Route[] = [...browserDevRoutes, providerStateHookRoute];
