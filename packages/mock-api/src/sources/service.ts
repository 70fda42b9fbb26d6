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
import { badRequest, notFound, Refusal } from '../lib/reply';
import { SourceMsg, targetProblemMsg, urlProblemMsg } from './messages';
import { createSourceStore, type SourceFields } from './store';

export const MAX_OWN_SOURCES = 50;
export const MAX_ADDED_SOURCES = 100;

/**
 * The URL as stored: its shape (the contract's rule, the same the form applies) and, for an IP
 * literal host, the address rule. Names are resolved only when a check runs: DNS can change, so
 * a name is judged at the moment the server would connect.
 */
export function acceptableUrl(input: string): string {
  const checked = checkSourceUrl(input);
  if (!checked.ok) throw badRequest(urlProblemMsg[checked.problem]);
  const problem = checkUrlTarget(checked.url);
  if (problem) throw badRequest(targetProblemMsg[problem]);
  return checked.url.href;
}

function fieldsOf(body: CreateSourceBody | UpdateSourceBody): SourceFields {
  const name = body.name.trim();
  if (!name) throw badRequest(SourceMsg.emptyName);
  return { name, url: acceptableUrl(body.url), type: body.type, shared: body.shared ?? false };
}

export function createSourceService(db: Database) {
  const store = createSourceStore(db);

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
