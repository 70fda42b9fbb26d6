/**
 * Reads the generated media files, keeping each in memory after its first read: the whole set is a
 * few megabytes, and serving segments from memory keeps time to first frame low.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_DIR } from './clips';

export function createMediaFiles(dir: string = MEDIA_DIR) {
  const cache = new Map<string, Promise<Buffer | null>>();
  return {
    /** The file's bytes, or null when it does not exist. `parts` are checked names, never input. */
    read(...parts: string[]): Promise<Buffer | null> {
      const path = join(dir, ...parts);
      let file = cache.get(path);
      if (!file) {
        file = readFile(path).catch((error: NodeJS.ErrnoException) => {
          cache.delete(path);
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        cache.set(path, file);
      }
      return file;
    },
  };
}
