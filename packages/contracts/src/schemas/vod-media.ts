/**
 * Media paths of the player (our additions: the spec names the signing parameters, not the paths).
 * Every media URL is signed (see `signing/`): the signature parameters are optional here so a
 * missing one is refused as a bad signature (HTTP 403), not as bad input.
 */
import { Type, type Static } from 'typebox';
import { VideoId } from './ids';

const TitleId = VideoId;
const Episode = Type.Integer({ minimum: 1, maximum: 10_000 });

const mediaPathParams = {
  line: Type.String({ pattern: '^[a-z0-9]{1,16}$', description: 'Line key (PlayInfo.lines)' }),
  vid: TitleId,
  ep: Episode,
  quality: Type.String({ pattern: '^[0-9]{3,4}p$', description: 'Quality key, e.g. 720p' }),
};

export const VodPlaylistParams = Type.Object(mediaPathParams);
export type VodPlaylistParams = Static<typeof VodPlaylistParams>;

export const VodSegmentParams = Type.Object({
  ...mediaPathParams,
  file: Type.String({
    pattern: '^[a-z0-9]{1,8}-(init\\.mp4|seg_[0-9]{3}\\.m4s)$',
    description:
      '{clip}-init.mp4 (fMP4 init segment) or {clip}-seg_NNN.m4s (media segment): an episode ' +
      'joins several clips, and the file names come from the served playlist',
  }),
});
export type VodSegmentParams = Static<typeof VodSegmentParams>;

export const VodDownloadParams = Type.Object({
  vid: TitleId,
  file: Type.String({ pattern: '^[0-9]{1,5}\\.mp4$', description: '{ep}.mp4' }),
});
export type VodDownloadParams = Static<typeof VodDownloadParams>;

const SignPart = (description: string, maxLength = 128) =>
  Type.Optional(Type.String({ maxLength, description }));

/** SPEC section 7 "Media URL signing": the parameters appended to every media URL. */
export const SignedMediaQuery = Type.Object({
  timestamp: SignPart('Epoch seconds when it was signed'),
  rand: SignPart('10 random letters and digits'),
  uuid: SignPart('The device id'),
  from: SignPart('Always web'),
  sign: SignPart('32 hex digits (scheme 1) or 64 (scheme 2)'),
  token: SignPart(
    'The media token of the play-line reply (never the session token), empty for a visitor',
    4096,
  ),
});
export type SignedMediaQuery = Static<typeof SignedMediaQuery>;
