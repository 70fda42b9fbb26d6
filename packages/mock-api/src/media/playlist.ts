/**
 * Rewrites a media playlist so every URI in it (the EXT-X-MAP init segment and each media segment)
 * becomes an absolute path with a fresh signature: the player signs only the playlist it asks for,
 * and hls.js fetches the rest as written.
 */

/** Only plain file names are ours to rewrite; anything else would be a broken generated file. */
const FILE_NAME = /^[A-Za-z0-9_.-]+$/;

export function rewritePlaylist(
  text: string,
  folder: string,
  sign: (path: string) => string,
): string {
  const signed = (uri: string) => {
    if (!FILE_NAME.test(uri)) throw new Error(`unexpected URI in a generated playlist: ${uri}`);
    return sign(folder + uri);
  };
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-MAP:')) {
        return line.replace(/URI="([^"]*)"/, (_, uri: string) => `URI="${signed(uri)}"`);
      }
      if (line === '' || line.startsWith('#')) return line;
      return signed(line.trim());
    })
    .join('\n');
}
