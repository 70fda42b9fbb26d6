/**
 * Searching and playing the viewer's sources (our additions): search one source, read a title,
 * list the channels of the M3U lists, and the relay of media whose host the browser cannot read.
 * Registered by `routes/sources.ts`, with its checks (one guard, one resolver, one cors cache)
 * and its rate limiters. The relay is read by hls.js directly, so its refusals keep their HTTP
 * status (with an envelope body), like the other media routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, records } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { resolveTokenSecret } from '../auth/secret';
import { AccountMsg } from '../accounts/messages';
import type { RateCheck } from '../accounts/rate-limit';
import { contractRoute } from '../lib/contract-route';
import { ok, Refusal, streamBody } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { payOrigin } from '../payments/origin';
import { readChannels } from '../sources/channels';
import type { SourceChecks } from '../sources/checks';
import { fetchSourceText, SOURCE_FETCH_LIMITS } from '../sources/fetch';
import { createListReader } from '../sources/lists';
import { mediaPlanner } from '../sources/media';
import { PlayMsg } from '../sources/messages';
import { rewritePlaylist } from '../sources/playlist-rewrite';
import { relayFetch } from '../sources/relay';
import { createRelaySigner } from '../sources/relay-sign';
import { createSourceSearch } from '../sources/search';
import type { createSourceService } from '../sources/service';
import { readTitle } from '../sources/title';
import { PLAYLIST_CONTENT_TYPE } from './vod-media';

export interface PlayRouteDeps {
  sources: ReturnType<typeof createSourceService>;
  checks: SourceChecks;
  spend(checks: RateCheck[]): void;
  publicOrigin: string | undefined;
  /** Tests only (sourceChecks.timeoutMs, refused in production): a shorter wait for a source. */
  timeoutMs: number | undefined;
}

export function registerPlayRoutes(fastify: FastifyInstance, deps: PlayRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const { sources, checks, spend } = deps;
  const nowMs = () => fastify.clock();
  const nowSeconds = () => Math.floor(nowMs() / 1000);
  const limits = { ...SOURCE_FETCH_LIMITS, ...(deps.timeoutMs && { timeoutMs: deps.timeoutMs }) };
  const fetchText = (url: URL) => fetchSourceText(url, checks.fetchBase, limits);
  const lists = createListReader(fetchText, nowMs);
  const search = createSourceSearch({ fetchText, lists, nowMs });
  const signer = createRelaySigner(resolveTokenSecret(fastify.db));
  const tooFrequent = AccountMsg.tooFrequent;

  const planner = (request: FastifyRequest, sourceId: number) =>
    mediaPlanner(
      { corsOf: checks.corsOf, signer, nowSeconds },
      {
        sourceId,
        viewerId: userOf(request).id,
        origin: payOrigin(request, deps.publicOrigin),
      },
    );
  const spendRead = (request: FastifyRequest) =>
    spend([{ limiter: 'sourceReadPerUser', key: String(userOf(request).id), msg: tooFrequent }]);

  app.route({
    ...contractRoute(records.searchSource),
    handler: async (request) => {
      const uid = userOf(request).id;
      spend([{ limiter: 'sourceSearchPerUser', key: String(uid), msg: tooFrequent }]);
      return ok(await search(sources.usable(uid, request.params.id), request.query.wd));
    },
  });

  app.route({
    ...contractRoute(records.getSourceTitle),
    handler: async (request) => {
      spendRead(request);
      const source = sources.usable(userOf(request).id, request.params.id);
      const mediaOf = planner(request, source.id);
      return ok(await readTitle({ fetchText, lists }, source, request.params.itemId, mediaOf));
    },
  });

  app.route({
    ...contractRoute(records.getSourceChannels),
    handler: async (request) => {
      spendRead(request);
      const { list } = sources.listUsable(userOf(request).id);
      return ok({ list: await readChannels(lists, list, (id) => planner(request, id)) });
    },
  });

  app.route({
    ...contractRoute(records.getSourceRelay),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      const query = request.query;
      // The signature first: an unsigned request is counted nowhere and learns nothing.
      if (!signer.verify(id, query, nowSeconds())) {
        throw new Refusal(ErrorCode.Forbidden, PlayMsg.badRelay);
      }
      spend([{ limiter: 'sourceRelayPerViewer', key: String(query.v), msg: tooFrequent }]);
      if (!sources.store.getUsable(query.v, id)) {
        throw new Refusal(ErrorCode.Forbidden, PlayMsg.badRelay);
      }
      const relayed = await relayFetch(query.u, checks.fetchBase);
      if (relayed.kind === 'refused') throw new Refusal(relayed.code, relayed.msg);
      if (relayed.kind === 'playlist') {
        const playlist = rewritePlaylist(relayed.text, {
          base: relayed.url,
          origin: new URL(query.u).origin,
          relay: (address) => signer.url(id, query.v, address, nowSeconds()),
        });
        return reply
          .header('content-type', PLAYLIST_CONTENT_TYPE)
          .header('cache-control', 'no-store')
          .send(playlist);
      }
      if (relayed.length !== null) reply.header('content-length', relayed.length);
      return reply
        .header('content-type', relayed.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(streamBody(relayed.body));
    },
  });
}
