import { Readable } from 'node:stream';
import { Decoder, Encoder, tools, type EBMLElementBuffer, type EBMLElementDetail } from 'ts-ebml';

/**
 * WebM files shaped like Chrome's MediaRecorder output, built with ts-ebml's Encoder: an EBML
 * header, a Segment of unknown size, Info without Duration, Tracks, then clusters of unknown size
 * (one a second, a video keyframe first) and no SeekHead or Cues. Blocks carry filler bytes (no
 * real VP8/Opus: nothing here decodes pictures), so sizes and timings are exact.
 */
export interface RecordingShape {
  seconds?: number;
  fps?: number;
  frameBytes?: number;
  /** `simple`: SimpleBlocks (a camera); `group`: BlockGroups (Chrome's video with alpha, e.g. a canvas); `none`: audio only. */
  video?: 'simple' | 'group' | 'none';
  audio?: boolean;
}

const VIDEO_TRACK = 1;
const AUDIO_TRACK = 2;
const AUDIO_FRAME_MS = 20;

const u = (name: string, value: number): EBMLElementBuffer => ({ name, type: 'u', data: tools.createUIntBuffer(value) });
const s = (name: string, value: string): EBMLElementBuffer => ({ name, type: 's', data: Buffer.from(value, 'ascii') });
const utf8 = (name: string, value: string): EBMLElementBuffer => ({ name, type: '8', data: Buffer.from(value, 'utf8') });
const f = (name: string, value: number): EBMLElementBuffer => ({ name, type: 'f', data: tools.createFloatBuffer(value, 8) });
const open = (name: string, unknownSize = false): EBMLElementBuffer => ({ name, type: 'm', isEnd: false, ...(unknownSize ? { unknownSize } : {}) });
const close = (name: string): EBMLElementBuffer => ({ name, type: 'm', isEnd: true });

/** ts-ebml's Encoder hands back a pooled slab for small results (see webm-scanner.ts): encode with the pool off. */
function encode(elements: EBMLElementBuffer[]): Buffer {
  const poolSize = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    return Buffer.from(new Encoder().encode(elements));
  } finally {
    Buffer.poolSize = poolSize;
  }
}

function blockBytes(track: number, timecode: number, keyframe: boolean, size: number, fill: number): Buffer {
  const block = Buffer.alloc(4 + size, fill);
  block[0] = 0x80 | track;
  block.writeInt16BE(timecode, 1);
  block[3] = keyframe ? 0x80 : 0x00;
  return block;
}

function header({ video = 'simple', audio = true }: RecordingShape): Buffer {
  const tracks: EBMLElementBuffer[] = [];
  if (video !== 'none') {
    tracks.push(open('TrackEntry'), u('TrackNumber', VIDEO_TRACK), u('TrackUID', 71), u('TrackType', 1), s('CodecID', 'V_VP8'));
    tracks.push(open('Video'), u('PixelWidth', 640), u('PixelHeight', 360), close('Video'), close('TrackEntry'));
  }
  if (audio) {
    tracks.push(open('TrackEntry'), u('TrackNumber', AUDIO_TRACK), u('TrackUID', 72), u('TrackType', 2), s('CodecID', 'A_OPUS'));
    tracks.push(open('Audio'), f('SamplingFrequency', 48000), u('Channels', 1), close('Audio'), close('TrackEntry'));
  }
  return encode([
    open('EBML'),
    u('EBMLVersion', 1),
    u('EBMLReadVersion', 1),
    u('EBMLMaxIDLength', 4),
    u('EBMLMaxSizeLength', 8),
    s('DocType', 'webm'),
    u('DocTypeVersion', 4),
    u('DocTypeReadVersion', 2),
    close('EBML'),
    open('Segment', true),
    open('Info'),
    u('TimestampScale', 1_000_000),
    utf8('MuxingApp', 'Chrome'),
    utf8('WritingApp', 'Chrome'),
    close('Info'),
    open('Tracks'),
    ...tracks,
    close('Tracks'),
  ]);
}

function cluster(index: number, { fps = 10, frameBytes = 2000, video = 'simple', audio = true }: RecordingShape): Buffer {
  const start = index * 1000;
  const timed: { at: number; elements: EBMLElementBuffer[] }[] = [];
  if (video !== 'none') {
    for (let frame = 0; frame < fps; frame++) {
      const at = Math.round((frame * 1000) / fps);
      const data = blockBytes(VIDEO_TRACK, at, frame === 0, frameBytes, 0x40 + (index % 64));
      timed.push({
        at,
        elements:
          video === 'simple'
            ? [{ name: 'SimpleBlock', type: 'b', data }]
            : [open('BlockGroup'), { name: 'Block', type: 'b', data }, ...(frame === 0 ? [] : [{ name: 'ReferenceBlock', type: 'i', data: Buffer.from([0xff]) } as EBMLElementBuffer]), close('BlockGroup')],
      });
    }
  }
  if (audio) {
    for (let at = 0; at < 1000; at += AUDIO_FRAME_MS) timed.push({ at, elements: [{ name: 'SimpleBlock', type: 'b', data: blockBytes(AUDIO_TRACK, at, true, 60, 0x0a) }] });
  }
  timed.sort((a, b) => a.at - b.at);
  return encode([open('Cluster', true), u('Timestamp', start), ...timed.flatMap((t) => t.elements)]);
}

/** A whole recording in memory. */
export function recordedWebm(shape: RecordingShape = {}): Buffer {
  const seconds = shape.seconds ?? 3;
  return Buffer.concat([header(shape), ...Array.from({ length: seconds }, (_, i) => cluster(i, shape))]);
}

/** A long recording made one cluster at a time as it is read (never whole in memory: a byte stream, so at most a cluster ahead). */
export function recordedWebmStream(shape: RecordingShape = {}): Readable {
  const seconds = shape.seconds ?? 3;
  return Readable.from(
    (function* () {
      yield header(shape);
      for (let i = 0; i < seconds; i++) yield cluster(i, shape);
    })(),
    { objectMode: false, highWaterMark: 64 * 1024 },
  );
}

/** Every element of a WebM, decoded by a fresh ts-ebml Decoder (starts only for masters). */
export function elementsOf(file: Buffer): EBMLElementDetail[] {
  return new Decoder().decode(file as unknown as ArrayBuffer).filter((e) => e.type !== 'm' || !e.isEnd);
}

/** What a player needs to seek at once: the Duration (in TimestampScale units), the cue points, and where each cue lands. */
export function seekIndex(file: Buffer): { duration?: number; cues: { time: number; position: number; landsOn?: string }[]; clusters: number } {
  const elements = elementsOf(file);
  const segment = elements.find((e) => e.name === 'Segment');
  const at = new Map(elements.map((e) => [e.tagStart, e.name]));
  const value = (e: EBMLElementDetail) => (e.type === 'm' ? undefined : (e.value as number));
  const durationElement = elements.find((e) => e.name === 'Duration');
  const times = elements.filter((e) => e.name === 'CueTime').map(value) as number[];
  const positions = elements.filter((e) => e.name === 'CueClusterPosition').map(value) as number[];
  return {
    duration: durationElement ? value(durationElement) : undefined,
    cues: positions.map((position, i) => ({ time: times[i], position, landsOn: segment ? at.get(segment.dataStart + position) : undefined })),
    clusters: elements.filter((e) => e.name === 'Cluster').length,
  };
}
