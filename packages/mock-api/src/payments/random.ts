/** Unguessable identifiers: order ids and simulated wallet addresses. */
import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Base58 (no 0, O, I, l), as TRON addresses use. */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** `ord_` and 20 base62 characters: about 119 bits, so ids cannot be guessed or enumerated. */
export function newOrderId(): string {
  return `ord_${randomString(BASE62, 20)}`;
}

/** A simulated TRON (TRC-20 USDT) deposit address: `T` and 33 base58 characters. */
export function newWalletAddress(): string {
  return `T${randomString(BASE58, 33)}`;
}
