/**
 * Joins fMP4 media segments of separately encoded clips into one progressive fragmented MP4 (the
 * VIP download): one init segment, then each segment's moof and mdat with its decode times moved
 * along so the file's clock runs on across clips. Written here because it is a few box fields
 * (tfdt, mfhd) in files we generate ourselves; a general MP4 library would remux every sample.
 * styp and sidx are left out: their indexes describe the lone segment, not the joined file.
 */

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(buf: Buffer, start = 0, end = buf.length): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    const size = buf.readUInt32BE(at);
    if (size < 8 || at + size > end) throw new Error('malformed MP4 box');
    yield { type: buf.toString('latin1', at + 4, at + 8), start: at, end: at + size };
    at += size;
  }
}

const child = (buf: Buffer, parent: Box, type: string) =>
  [...boxes(buf, parent.start + 8, parent.end)].find((b) => b.type === type);
const children = (buf: Buffer, parent: Box, type: string) =>
  [...boxes(buf, parent.start + 8, parent.end)].filter((b) => b.type === type);

/** Track id to timescale, from an init segment's moov. */
export function trackTimescales(init: Buffer): Map<number, number> {
  const moov = [...boxes(init)].find((b) => b.type === 'moov');
  if (!moov) throw new Error('init segment without moov');
  const out = new Map<number, number>();
  for (const trak of children(init, moov, 'trak')) {
    const tkhd = child(init, trak, 'tkhd');
    const mdia = child(init, trak, 'mdia');
    const mdhd = mdia && child(init, mdia, 'mdhd');
    if (!tkhd || !mdhd) throw new Error('trak without tkhd or mdhd');
    const v1 = (b: Box) => init[b.start + 8] === 1;
    const trackId = init.readUInt32BE(tkhd.start + (v1(tkhd) ? 28 : 20));
    out.set(trackId, init.readUInt32BE(mdhd.start + (v1(mdhd) ? 28 : 20)));
  }
  return out;
}

/** One track's run in a segment: where its tfdt is, its decode time and summed sample durations. */
interface TrackRun {
  trackId: number;
  tfdtAt: number;
  version: number;
  decodeTime: number;
  duration: number;
}

function trackRuns(buf: Buffer, moof: Box): TrackRun[] {
  return children(buf, moof, 'traf').map((traf) => {
    const tfhd = child(buf, traf, 'tfhd');
    const tfdt = child(buf, traf, 'tfdt');
    if (!tfhd || !tfdt) throw new Error('traf without tfhd or tfdt');
    const hdFlags = buf.readUInt32BE(tfhd.start + 8) & 0xffffff;
    let at = tfhd.start + 16 + (hdFlags & 0x01 ? 8 : 0) + (hdFlags & 0x02 ? 4 : 0);
    const defaultDuration = hdFlags & 0x08 ? buf.readUInt32BE(at) : 0;
    let duration = 0;
    for (const trun of children(buf, traf, 'trun')) {
      const flags = buf.readUInt32BE(trun.start + 8) & 0xffffff;
      const count = buf.readUInt32BE(trun.start + 12);
      if (!(flags & 0x100)) {
        duration += count * defaultDuration;
        continue;
      }
      at = trun.start + 16 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
      const stride = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
      for (let i = 0; i < count; i++, at += stride) duration += buf.readUInt32BE(at);
    }
    const version = buf[tfdt.start + 8] ?? 0;
    const decodeTime =
      version === 1
        ? Number(buf.readBigUInt64BE(tfdt.start + 12))
        : buf.readUInt32BE(tfdt.start + 12);
    const trackId = buf.readUInt32BE(tfhd.start + 12);
    return { trackId, tfdtAt: tfdt.start, version, decodeTime, duration };
  });
}

function moofOf(segment: Buffer): Box {
  const moof = [...boxes(segment)].find((b) => b.type === 'moof');
  if (!moof) throw new Error('segment without moof');
  return moof;
}

/**
 * Seconds a run of segments lasts: its longest track (audio frames rarely end with the video).
 * The next run starts there on every track, so the tracks never overlap and never drift apart.
 */
export function runSeconds(segments: readonly Buffer[], timescales: Map<number, number>): number {
  const first = new Map<number, number>();
  const end = new Map<number, number>();
  for (const segment of segments) {
    for (const run of trackRuns(segment, moofOf(segment))) {
      if (!first.has(run.trackId)) first.set(run.trackId, run.decodeTime);
      end.set(run.trackId, run.decodeTime + run.duration);
    }
  }
  let longest = 0;
  for (const [trackId, start] of first) {
    longest = Math.max(
      longest,
      ((end.get(trackId) ?? start) - start) / (timescales.get(trackId) ?? 1),
    );
  }
  return longest;
}

/**
 * The moof and mdat of `segment` with each track's decode times moved so the run it belongs to
 * (whose first decode times are `runStart`) starts `offsetSeconds` into the file, and its fragment
 * numbered `sequence`. Returns new bytes; the cached segment is never written to.
 */
export function shiftSegment(
  segment: Buffer,
  runStart: Map<number, number>,
  offsetSeconds: number,
  timescales: Map<number, number>,
  sequence: number,
): Buffer {
  const kept = [...boxes(segment)].filter((b) => b.type === 'moof' || b.type === 'mdat');
  const out = Buffer.concat(kept.map((b) => segment.subarray(b.start, b.end)));
  const moof = moofOf(out);
  const mfhd = child(out, moof, 'mfhd');
  if (mfhd) out.writeUInt32BE(sequence, mfhd.start + 12);
  for (const run of trackRuns(out, moof)) {
    const scale = timescales.get(run.trackId);
    const start = runStart.get(run.trackId);
    if (scale === undefined || start === undefined) throw new Error('segment of an unknown track');
    const time = run.decodeTime - start + Math.round(offsetSeconds * scale);
    if (run.version === 1) out.writeBigUInt64BE(BigInt(time), run.tfdtAt + 12);
    else out.writeUInt32BE(time, run.tfdtAt + 12);
  }
  return out;
}

/** First decode time of each track in a segment: where its run starts. */
export function decodeTimes(segment: Buffer): Map<number, number> {
  return new Map(trackRuns(segment, moofOf(segment)).map((r) => [r.trackId, r.decodeTime]));
}
