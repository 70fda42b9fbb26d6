/**
 * User sources (token header on every route) and the host CORS check of `GET /metrics/v1/cors`,
 * which shares the guarded, cached checks with the alive check; both are rate-limited (per IP, and
 * the alive check per account too). Ownership is enforced in the
 * store's SQL (every statement names the user); the checks go through `net/guarded-fetch`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { records } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { clientIp } from '../accounts/client-ip';
import { AccountMsg } from '../accounts/messages';
import {
  createRateLimiters,
  spendOrRefuse,
  type RateCheck,
  type RateLimits,
} from '../accounts/rate-limit';
import { contractRoute } from '../lib/contract-route';
import { ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { payOrigin } from '../payments/origin';
import { resolveCheckOptions, type SourceCheckOverrides } from '../sources/check-options';
import { createSourceChecks } from '../sources/checks';
import { createSourceService } from '../sources/service';
import { registerAllowHosts, sourceAllowHostsFrom } from '../net/allow-hosts';
import { registerPlayRoutes } from './source-play';

export interface SourceRoutesOptions {
  /** The checks' rate limits (corsCheckPerIp, sourceCheck*); tests lower them. */
  rateLimits?: Partial<RateLimits> | undefined;
  /** Tests only; refused in production (see `sources/check-options.ts`). */
  sourceChecks?: SourceCheckOverrides;
  publicOrigin?: string;
  /** SOURCE_ALLOW_HOSTS (net/allow-hosts.ts): refused with NODE_ENV=production. */
  sourceAllowHosts?: string;
}

const sourceRoutes: FastifyPluginAsync<SourceRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  // One set for every fetch of this app; the dev provider states may add a fixture they start.
  const allowHosts = sourceAllowHostsFrom(options.sourceAllowHosts);
  registerAllowHosts(fastify.db, allowHosts);
  const sources = createSourceService(fastify.db, allowHosts);
  const checks = createSourceChecks(
    { ...resolveCheckOptions(options.sourceChecks), allowHosts },
    () => fastify.clock(),
  );
  const nowSeconds = () => Math.floor(fastify.clock() / 1000);
  const uid = (request: FastifyRequest) => userOf(request).id;
  // Each check may look a name up and fetch another host: counted before anything is looked up.
  const limiters = createRateLimiters(options.rateLimits);
  const spend = (checks: RateCheck[]) => spendOrRefuse(limiters, checks, fastify.clock());
  const tooFrequent = AccountMsg.tooFrequent;

  app.route({
    ...contractRoute(records.getOwnSources),
    handler: async (request) => ok(sources.listOwn(uid(request))),
  });
  app.route({
    ...contractRoute(records.getOwnSource),
    handler: async (request) => ok(sources.getOwn(uid(request), request.params.id)),
  });
  app.route({
    ...contractRoute(records.createSource),
    handler: async (request) => ok(sources.create(uid(request), request.body, nowSeconds())),
  });
  app.route({
    ...contractRoute(records.updateSource),
    handler: async (request) => ok(sources.update(uid(request), request.body, nowSeconds())),
  });
  app.route({
    ...contractRoute(records.deleteOwnSource),
    handler: async (request) => ok(sources.deleteOwn(uid(request), request.params.id)),
  });
  app.route({
    ...contractRoute(records.getSources),
    handler: async (request) => ok(sources.listUsable(uid(request))),
  });
  app.route({
    ...contractRoute(records.importSource),
    handler: async (request) => ok(sources.import(uid(request), request.params.id, nowSeconds())),
  });
  app.route({
    ...contractRoute(records.removeAddedSource),
    handler: async (request) => ok(sources.removeAdded(uid(request), request.params.id)),
  });
  app.route({
    ...contractRoute(records.getSourceAdded),
    handler: async (request) => ok(sources.isAdded(uid(request), request.params.id)),
  });
  app.route({
    ...contractRoute(records.checkSourceAlive),
    handler: async (request) => {
      spend([
        { limiter: 'sourceCheckPerIp', key: clientIp(request), msg: tooFrequent },
        { limiter: 'sourceCheckPerUser', key: String(uid(request)), msg: tooFrequent },
      ]);
      const source = sources.usable(uid(request), request.body.id);
      return ok({ id: source.id, ...(await checks.alive(source.url, source.type)) });
    },
  });
  app.route({
    ...contractRoute(records.checkCorsHost),
    handler: async (request) => {
      spend([{ limiter: 'corsCheckPerIp', key: clientIp(request), msg: tooFrequent }]);
      return ok(await checks.cors(request.query.host, payOrigin(request, options.publicOrigin)));
    },
  });

  registerPlayRoutes(fastify, {
    sources,
    checks,
    spend,
    publicOrigin: options.publicOrigin,
    timeoutMs: options.sourceChecks?.timeoutMs,
  });
};

export default sourceRoutes;
