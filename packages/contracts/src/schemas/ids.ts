/**
 * The ids the contract addresses videos by. Real video ids are strings of letters and digits
 * (REAL-API.md K: /vod/detail/LX89vyQfIj, /vod/play-thrid/9b1169e9b7c04/1; F: Card.id is a
 * String); SPEC 9 gives 10 characters, which the mock generates. People keep integer ids and
 * episodes integers from 1.
 */
import { Type, type Static } from 'typebox';
import { VIDEO_ID_PATTERN } from '../literals';

export const VideoId = Type.String({
  pattern: VIDEO_ID_PATTERN,
  description: 'A video id: letters and digits (LX89vyQfIj), 10 characters in the mock',
});
export type VideoId = Static<typeof VideoId>;

export const EpisodeNumber = Type.Integer({
  minimum: 1,
  maximum: 10_000,
  description: 'Episode number, from 1',
});
