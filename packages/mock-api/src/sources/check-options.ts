/**
 * How the server-side checks (source alive, host CORS) run, and the one test-only override.
 *
 * The override (`testLoopbackPort`, a fake resolver, a shorter timeout) exists so tests can show a
 * successful check against a local server without the internet. It can only be passed in code as
 * `buildMockApi({ sourceChecks })`: no environment variable, header or route sets it, the site's
 * host never passes it, and `resolveCheckOptions` throws when it is given with
 * NODE_ENV=production, so a production process cannot start with it.
 */
import type { AllowHosts } from '../net/allow-hosts';
import type { Resolve } from '../net/resolver';

export interface SourceCheckOverrides {
  /** A local test server's port, reachable as http://127.0.0.1:{port}. */
  testLoopbackPort?: number;
  /** A resolver standing in for DNS (tests of names that resolve to private addresses). */
  resolve?: Resolve;
  /** Name servers the real resolver asks instead of the system's (a local test DNS server). */
  dnsServers?: readonly string[];
  /** The checks' deadline, and the source fetches' (search, titles, channels) as well. */
  timeoutMs?: number;
}

export interface CheckOptions {
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
  /** Unset: c-ares, bounded and remembered (net/resolver.ts), made per app by the checks. */
  resolve?: Resolve;
  dnsServers?: readonly string[];
  testLoopbackPort?: number;
  /** SOURCE_ALLOW_HOSTS (net/allow-hosts.ts): set by the app from its options, never here. */
  allowHosts?: AllowHosts;
  aliveTtlMs: number;
  corsTtlMs: number;
}

export const DEFAULT_CHECK_OPTIONS: CheckOptions = {
  timeoutMs: 5_000,
  maxRedirects: 3,
  maxBytes: 4_096,
  aliveTtlMs: 60_000,
  corsTtlMs: 300_000,
};

export function resolveCheckOptions(
  overrides: SourceCheckOverrides | undefined,
  env: NodeJS.ProcessEnv = process.env,
): CheckOptions {
  if (!overrides) return DEFAULT_CHECK_OPTIONS;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'sourceChecks overrides are for tests only and refused with NODE_ENV=production',
    );
  }
  return {
    ...DEFAULT_CHECK_OPTIONS,
    ...(overrides.resolve && { resolve: overrides.resolve }),
    ...(overrides.dnsServers && { dnsServers: overrides.dnsServers }),
    ...(overrides.timeoutMs && { timeoutMs: overrides.timeoutMs }),
    ...(overrides.testLoopbackPort && { testLoopbackPort: overrides.testLoopbackPort }),
  };
}
