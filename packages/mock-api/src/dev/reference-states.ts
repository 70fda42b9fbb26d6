/**
 * Provider states of interactions whose reply depends on reference data rather than on anything a
 * test sets up: sports categories and tournaments, the live channel list, the password key, host
 * rules, and a caller without a session. On this mock that data is fixed in code, so each setup
 * checks that the state holds (refusing with code 404 when it does not) and hands its parameters
 * back; another server may have to load that data. Every interaction of the pact names a state,
 * so a backend team can read from the states alone what its server must hold.
 */
import { ErrorCode } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { channelById } from '../live/catalogue';
import { competitionById, projectById } from '../sports/catalogue';
import type { ProviderState, StateParams } from './provider-states';

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));

function idParam(params: StateParams, key: string): number {
  const value = Number(params[key]);
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest(Msg.badParam(key));
  return value;
}

function textParam(params: StateParams, key: string): string {
  const value = params[key];
  if (typeof value !== 'string' || value === '') throw badRequest(Msg.badParam(key));
  return value;
}

export const referenceProviderStates: readonly ProviderState[] = [
  {
    // Nothing to set up: the request carries no token. Named so that no interaction is stateless.
    name: 'the caller has no session',
    setup: () => ({}),
  },
  {
    name: 'the server has a password key pair',
    setup: () => ({}),
  },
  {
    name: 'sports category {projectId} has tournaments',
    setup(_ctx, params) {
      const projectId = idParam(params, 'projectId');
      if (!projectById.has(projectId)) throw unmet(`体育分类 ${projectId} 不存在`);
      return { projectId };
    },
  },
  {
    name: 'the sports categories are defined',
    setup() {
      if (projectById.size === 0) throw unmet('没有体育分类');
    },
  },
  {
    name: 'sports tournament {id} exists',
    setup(_ctx, params) {
      const id = idParam(params, 'id');
      if (!competitionById.has(id)) throw unmet(`赛事 ${id} 不存在`);
      return { id };
    },
  },
  {
    name: 'no sports tournament has id {id}',
    setup(_ctx, params) {
      const id = idParam(params, 'id');
      if (competitionById.has(id)) throw unmet(`赛事 ${id} 存在`);
      return { id };
    },
  },
  {
    name: 'no live channel has id {id}',
    setup(_ctx, params) {
      const id = textParam(params, 'id');
      if (channelById(id)) throw unmet(`频道 ${id} 存在`);
      return { id };
    },
  },
  {
    // The official site is the server's own setting; any other host is a mirror.
    name: 'host {host} is not the official site',
    setup: (_ctx, params) => ({ host: textParam(params, 'host') }),
  },
  {
    // The check answers for any public host name; one that does not resolve is not reachable.
    name: 'host {host} does not resolve',
    setup: (_ctx, params) => ({ host: textParam(params, 'host') }),
  },
];
