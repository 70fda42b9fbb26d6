/**
 * Compresses the replies made per request, pages' HTML and the proxied API's JSON, when the browser
 * accepts it (brotli first, then gzip), with `@fastify/compress`. Static assets are compressed once
 * at build time (plugins/static.ts sends those siblings, already marked, so they pass untouched);
 * media (video segments, MP4) is not compressible by its type and is left alone too; its playlists
 * are text and are compressed.
 *
 * Brotli at quality 4, not the library's 11: a reply is compressed on every request, and at 4 a
 * 15 KB home reply shrinks about as well as gzip's best for a fraction of the CPU.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Below this many bytes the saving is smaller than the headers and the work. It applies to replies
 * built here (pages); a proxied reply arrives as a stream of unknown length and is compressed
 * whatever its size, which costs a few bytes on the smallest API replies.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * HLS playlists are text that mime-db does not mark compressible, and a full-length film's repeats
 * its signed segment URIs thousands of times: about 2 MB that brotli makes a few KB. Other types
 * fall back to mime-db's compressible flag (JSON, HTML, CSS, scripts, SVG), as the library does.
 */
const PLAYLIST_TYPES = /^application\/(?:vnd\.apple\.mpegurl|x-mpegurl)(?:;|$)/iu;

const compression: FastifyPluginAsync = async (fastify) => {
  await fastify.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: PLAYLIST_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};

export default fp(compression, { name: 'host-compression' });
