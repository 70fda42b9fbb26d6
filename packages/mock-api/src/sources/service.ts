/**
 * The rules of user sources on top of the store: URL checks, limits, ownership refusals. Every
 * refusal is a `Refusal` with a code from `ErrorCode` and a Chinese message.
 */
import type { Database } from 'better-sqlite3';
import {
  checkSourceUrl,
  ErrorCode,
  type CreateSourceBody,
  type OwnSource,
  type UpdateSourceBody,
  type UsableSource,
} from '@xinghe/contracts';
import { checkUrlTarget } from '../net/address-policy';
import { allowKey, type AllowHosts } from '../net/allow-hosts';
import { badRequest, notFound, Refusal } from '../lib/reply';
import { SourceMsg, targetProblemMsg, urlProblemMsg } from './messages';
import { createSourceStore, type SourceFields } from './store';

export const MAX_OWN_SOURCES = 50;
export const MAX_ADDED_SOURCES = 100;

/** The URL when its host:port is listed in SOURCE_ALLOW_HOSTS (tests only), else null. */
function listed(input: string, allowHosts: AllowHosts): URL | null {
  try {
    const url = new URL(input.trim());
    return allowHosts.has(allowKey(url)) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The URL as stored: its shape (the contract's rule, the same the form applies) and, for an IP
 * literal host, the address rule. Names are resolved only when a check runs: DNS can change, so
 * a name is judged at the moment the server would connect. A host:port listed in
 * SOURCE_ALLOW_HOSTS (a test mock's local fixture) passes the port and address rules, as its
 * fetches do; the scheme and user:password rules still hold, since they come first.
 */
export function acceptableUrl(input: string, allowHosts: AllowHosts = new Set()): string {
  const checked = checkSourceUrl(input);
  if (!checked.ok) {
    const fixture = checked.problem === 'port' ? listed(input, allowHosts) : null;
    if (!fixture) throw badRequest(urlProblemMsg[checked.problem]);
    return fixture.href;
  }
  if (allowHosts.has(allowKey(checked.url))) return checked.url.href;
  const problem = checkUrlTarget(checked.url);
  if (problem) throw badRequest(targetProblemMsg[problem]);
  return checked.url.href;
}

export function createSourceService(db: Database, allowHosts: AllowHosts = new Set()) {
  const store = createSourceStore(db);

  function fieldsOf(body: CreateSourceBody | UpdateSourceBody): SourceFields {
    const name = body.name.trim();
    if (!name) throw badRequest(SourceMsg.emptyName);
    const url = acceptableUrl(body.url, allowHosts);
    return { name, url, type: body.type, shared: body.shared ?? false };
  }

  return {
    store,
    listOwn: (userId: number) => ({ list: store.listOwn(userId) }),
    getOwn(userId: number, id: number): OwnSource {
      const found = store.getOwn(userId, id);
      if (!found) throw notFound(SourceMsg.notFound);
      return found;
    },
    create(userId: number, body: CreateSourceBody, now: number): OwnSource {
      const fields = fieldsOf(body);
      if (store.countOwn(userId) >= MAX_OWN_SOURCES) {
        throw new Refusal(ErrorCode.Conflict, SourceMsg.tooManyOwn(MAX_OWN_SOURCES));
      }
      return store.create(userId, fields, now);
    },
    update(userId: number, body: UpdateSourceBody, now: number): OwnSource {
      const updated = store.update(userId, body.id, fieldsOf(body), now);
      if (!updated) throw notFound(SourceMsg.notFound);
      return updated;
    },
    deleteOwn(userId: number, id: number) {
      if (!store.deleteOwn(userId, id)) throw notFound(SourceMsg.notFound);
      return { removed: true };
    },
    listUsable: (userId: number) => ({ list: store.listUsable(userId) }),
    /** Adds another user's shared source; idempotent. */
    import(userId: number, id: number, now: number): UsableSource {
      const source = store.shared(id);
      if (!source) throw notFound(SourceMsg.notShared);
      if (source.userId === userId) throw new Refusal(ErrorCode.Conflict, SourceMsg.ownSource);
      if (!store.isAdded(userId, id)) {
        if (store.countAdded(userId) >= MAX_ADDED_SOURCES) {
          throw new Refusal(ErrorCode.Conflict, SourceMsg.tooManyAdded(MAX_ADDED_SOURCES));
        }
        store.add(userId, id, now);
      }
      return { id: source.id, name: source.name, url: source.url, type: source.type, added: true };
    },
    removeAdded: (userId: number, id: number) => ({ removed: store.removeAdded(userId, id) }),
    isAdded: (userId: number, id: number) => ({ added: store.isAdded(userId, id) }),
    /** A source the user may check (own or added); anyone else's is 404. */
    usable(userId: number, id: number): UsableSource {
      const found = store.getUsable(userId, id);
      if (!found) throw notFound(SourceMsg.notFound);
      return found;
    },
  };
}
