/**
 * Email codes: 6 random digits, valid 10 minutes, single use, dead after 5 wrong tries (a wrong
 * code, or the right code with a refused password). The newest code of an address is its live
 * one; sending again replaces it. Stored in `email_codes` (in clear, because the dev mailbox
 * shows them; they are short-lived and single use).
 *
 * Checking and using up are separate steps on purpose: `check` counts a wrong try in its own
 * write (a failed registration must not roll the count back), and `consume` runs inside the
 * caller's transaction with the account change it unlocks, so both happen or neither.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from '@xinghe/contracts';
import { badRequest } from '../lib/reply';
import { AccountMsg } from './messages';

export const MAX_WRONG_TRIES = 5;
export const MAIL_SUBJECT = '星河影视验证码';

export interface MailboxMessage {
  code: string;
  subject: string;
  /** Epoch seconds. */
  sentAt: number;
}

interface CodeRow {
  id: number;
  code: string;
  expiresAt: number;
  wrongTries: number;
  usedAt: number | null;
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createEmailCodes(db: Database, ttlSeconds = EMAIL_CODE_TTL_SECONDS) {
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO email_codes (email, code, sent_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const newest = db.prepare<[string], CodeRow>(
    `SELECT id, code, expires_at AS expiresAt, wrong_tries AS wrongTries, used_at AS usedAt
     FROM email_codes WHERE email = ? ORDER BY sent_at DESC, id DESC LIMIT 1`,
  );
  const countWrongTry = db.prepare<[number]>(
    'UPDATE email_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?',
  );
  const markUsed = db.prepare<[number, number]>(
    'UPDATE email_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
  );
  const messages = db.prepare<[string, string, number], MailboxMessage>(
    `SELECT code, ? AS subject, sent_at AS sentAt FROM email_codes
     WHERE email = ? ORDER BY sent_at DESC, id DESC LIMIT ?`,
  );
  const purge = db.prepare<[number]>('DELETE FROM email_codes WHERE expires_at <= ?');

  return {
    /** Makes a new code for the address (replacing any earlier one) and returns it. */
    send(email: string, nowSeconds: number): string {
      // Codes a day past their expiry are of no use to anyone, not even the mailbox.
      purge.run(nowSeconds - 86_400);
      const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
      insert.run(email, code, nowSeconds, nowSeconds + ttlSeconds);
      return code;
    },

    /**
     * The id of the live code when `code` is it; otherwise refuses (400) with why, counting a
     * wrong try. Does not use the code up.
     */
    check(email: string, code: string, nowSeconds: number): number {
      const row = newest.get(email);
      if (!row || row.usedAt !== null || row.expiresAt <= nowSeconds) {
        throw badRequest(AccountMsg.codeExpired);
      }
      if (row.wrongTries >= MAX_WRONG_TRIES) throw badRequest(AccountMsg.codeTriesExceeded);
      if (sameCode(code, row.code)) return row.id;
      countWrongTry.run(row.id);
      // The try that reaches the limit already says so: there is no point in a sixth.
      throw badRequest(
        row.wrongTries + 1 >= MAX_WRONG_TRIES ? AccountMsg.codeTriesExceeded : AccountMsg.wrongCode,
      );
    },

    /**
     * Counts a wrong try against a code `check` accepted, because what came with it (the
     * password) was refused. So anything said about the rest of a request is said only to a
     * holder of the code, and at most MAX_WRONG_TRIES times per code: the try that reaches the
     * limit kills the code as a wrong code would.
     */
    countRefusedUse(codeId: number): void {
      countWrongTry.run(codeId);
    },

    /** Uses a checked code up; false when a concurrent request used it first. */
    consume: (codeId: number, nowSeconds: number): boolean =>
      markUsed.run(nowSeconds, codeId).changes === 1,

    /** The dev mailbox of an address: its codes, newest first. */
    mailbox: (email: string, limit = 20): MailboxMessage[] =>
      messages.all(MAIL_SUBJECT, email, limit),
  };
}
