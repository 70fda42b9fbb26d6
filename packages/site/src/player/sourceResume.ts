/**
 * Where the viewer stopped in the titles of their own sources, kept in this browser only (local
 * storage `source-resume`): the API keeps no watch record of a source's title (its records are of
 * catalogue ids), and the vod history lists catalogue titles. One entry per source item, the
 * episode and position of the last save, the newest 50 kept.
 */
import { localStore } from '../storage';
import type { Progress } from './progressSaver';
import type { StoppedAt } from './resume';

export const SOURCE_RESUME_KEY = 'source-resume';
export const SOURCE_RESUME_CAP = 50;

interface Stored extends Required<StoppedAt> {
  /** The source item, `s{sourceId}-{itemId}`. */
  id: string;
}

function readAll(): Stored[] {
  const value = localStore.getJson(SOURCE_RESUME_KEY);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is Stored =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as Stored).id === 'string' &&
      Number.isInteger((e as Stored).ep) &&
      Number.isFinite((e as Stored).position) &&
      Number.isFinite((e as Stored).duration),
  );
}

/** Where the viewer stopped in source item `id` (any episode), or null. */
export function sourceStoppedAt(id: string): StoppedAt | null {
  return readAll().find((e) => e.id === id) ?? null;
}

/** Saves a position: this item's entry moves to the front, the oldest beyond the cap go. */
export function saveSourceProgress({ mid, ep, position, duration }: Progress): void {
  const entries = [
    { id: mid, ep, position, duration },
    ...readAll().filter((e) => e.id !== mid),
  ].slice(0, SOURCE_RESUME_CAP);
  localStore.setJson(SOURCE_RESUME_KEY, entries);
}
