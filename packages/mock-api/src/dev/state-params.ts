/** Parameters the provider states share: a video id, checked as the contract's VideoId. */
import { VIDEO_ID_PATTERN } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest } from '../lib/reply';
import type { StateParams } from './provider-states';

const VIDEO_ID = new RegExp(VIDEO_ID_PATTERN);

/** A video id (letters and digits, as replies carry it); anything else is refused with 400. */
export function videoIdParam(params: StateParams, key: string): string {
  const value = params[key];
  if (typeof value !== 'string' || !VIDEO_ID.test(value)) throw badRequest(Msg.badParam(key));
  return value;
}
