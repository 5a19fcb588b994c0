import { Transform, type TransformCallback } from 'node:stream';
import { Decoder, Reader, tools, type EBMLElementDetail } from 'ts-ebml';

/**
 * Bounds of a scan (docs/files.md, "Seekable interview recordings"). Bytes are decoded in batches
 * of `BATCH_BYTES`; an element still incomplete after `MAX_PENDING_BYTES` (the decoder would hold
 * and re-copy it) or a cluster of more than `MAX_CLUSTER_ELEMENTS` elements (ts-ebml's Reader keeps
 * a cluster's elements until the next one) ends the scan, and the recording is stored as it came.
 */
export const WEBM_SCAN_LIMITS = {
  BATCH_BYTES: 256 * 1024,
  MAX_PENDING_BYTES: 4 * 1024 * 1024,
  MAX_CLUSTER_ELEMENTS: 50_000,
} as const;

/** The head that makes a recording seekable: it replaces the first `bodyStart` bytes; the clusters after them are kept as they are. */
export interface SeekableHead {
  head: Buffer;
  bodyStart: number;
  /** Seconds. */
  duration: number;
  cuePoints: number;
}

/** Why a recording is kept as it came; `warn` when it is not a WebM we can read (an already seekable one is not). */
export interface ScanSkipped {
  skipped: string;
  warn: boolean;
}

export type ScanResult = SeekableHead | ScanSkipped;

const EMPTY = Buffer.alloc(0);
/** The Segment's start: a 4-byte ID and an 8-byte size, as MediaRecorder writes it and makeMetadataSeekable assumes. */
const SEGMENT_HEADER_BYTES = 12;

/**
 * Watches the bytes of a WebM recording on their way to the store (passing them on unchanged) and
 * works out, with ts-ebml's Decoder and Reader, the Duration, SeekHead and Cues that MediaRecorder
 * cannot write at the start of a live recording. Never fails the stream: a file it cannot read is
 * a skip with a reason. Memory: one batch, one incomplete element and one cluster's elements,
 * whose block payloads are dropped once read.
 */
export class WebmScanner extends Transform {
  private readonly decoder = new Decoder();
  private readonly reader = new Reader();
  private batch: Buffer[] = [];
  private batchBytes = 0;
  private pendingBytes = 0;
  private clusterElements = 0;
  private bytes = 0;
  private segments = 0;
  private clusters = 0;
  private failure?: ScanSkipped;
  private outcome?: ScanResult;

  constructor() {
    super();
    this.reader.logging = false;
    // Keep the tracks as recorded (the Reader would drop DefaultDuration, and warn on the console).
    this.reader.drop_default_duration = false;
    this.reader.use_segment_info = false;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (!this.failure) {
      this.batch.push(chunk);
      this.batchBytes += chunk.length;
      if (this.batchBytes >= WEBM_SCAN_LIMITS.BATCH_BYTES) this.scanBatch();
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.failure && this.batchBytes > 0) this.scanBatch();
    done();
  }

  /** After the stream has ended: the new head, or why the recording stays as it is. */
  result(): ScanResult {
    this.outcome ??= this.failure ?? this.finish();
    return this.outcome;
  }

  private scanBatch(): void {
    const batch = this.batch.length === 1 ? this.batch[0] : Buffer.concat(this.batch, this.batchBytes);
    const size = this.batchBytes;
    this.batch = [];
    this.batchBytes = 0;
    try {
      // ts-ebml types the chunk as an ArrayBuffer but copies whatever Buffer.from takes: a Buffer keeps its offset.
      const elements = this.decoder.decode(batch as unknown as ArrayBuffer);
      this.pendingBytes = elements.length === 0 ? this.pendingBytes + size : 0;
      if (this.pendingBytes > WEBM_SCAN_LIMITS.MAX_PENDING_BYTES) return this.fail('an element larger than the scan reads', true);
      for (const element of elements) {
        this.readElement(element);
        if (this.failure) return;
      }
    } catch (error) {
      this.fail(`not a readable WebM (${error instanceof Error ? error.message : String(error)})`, true);
    }
  }

  private readElement(element: EBMLElementDetail): void {
    if (element.name === 'unknown') return;
    if (element.type === 'm' && !element.isEnd) {
      if (element.name === 'Segment') {
        this.segments += 1;
        if (this.segments > 1) return this.fail('more than one Segment', true);
        if (element.sizeEnd - element.tagStart !== SEGMENT_HEADER_BYTES) return this.fail('a Segment header of another size than MediaRecorder writes', true);
      }
      if (element.name === 'Cluster') {
        this.clusters += 1;
        this.clusterElements = 0;
      }
      if (this.clusters === 0 && (element.name === 'SeekHead' || element.name === 'Cues')) return this.fail('already seekable (it has a SeekHead or Cues)', false);
    }
    this.clusterElements += 1;
    if (this.clusterElements > WEBM_SCAN_LIMITS.MAX_CLUSTER_ELEMENTS) return this.fail('a cluster with more elements than the scan keeps', true);
    if (element.type === 'b' && (element.name === 'SimpleBlock' || element.name === 'Block')) {
      // The Reader times SimpleBlocks only; a Block (in a BlockGroup, e.g. video with alpha) starts the same way.
      const block = element.name === 'Block' ? { ...element, name: 'SimpleBlock' } : element;
      this.reader.read(block);
      // Only its timestamp mattered: the Reader keeps the element until the next cluster, not its payload.
      block.data = EMPTY;
      block.value = EMPTY;
      return;
    }
    this.reader.read(element);
  }

  private finish(): ScanResult {
    const reader = this.reader;
    reader.stop();
    if (this.segments !== 1 || this.clusters === 0) return { skipped: 'no Segment with clusters', warn: true };
    if (reader.trackInfo.type === 'nothing') return { skipped: 'no audio or video track', warn: true };
    const metadata = reader.metadatas;
    const names = new Set(metadata.map((element) => element.name));
    if (!names.has('EBML') || !names.has('Info') || !names.has('Tracks')) return { skipped: 'no EBML header, Info or Tracks before the first cluster', warn: true };
    const last = metadata[metadata.length - 1];
    const bodyStart = reader.metadataSize;
    if (!last || last.dataEnd !== bodyStart || bodyStart <= 0 || bodyStart >= this.bytes) return { skipped: 'the head does not end where the first cluster starts', warn: true };
    const duration = reader.duration;
    if (!Number.isFinite(duration) || duration <= 0) return { skipped: 'no duration could be measured', warn: true };
    const cues = reader.cues;
    if (cues.length === 0 || cues.some((cue) => cue.CueClusterPosition < bodyStart || cue.CueClusterPosition >= this.bytes)) return { skipped: 'no cue points could be placed', warn: true };
    let head: Buffer;
    try {
      head = withoutBufferPool(() => Buffer.from(tools.makeMetadataSeekable(metadata, duration, cues)));
    } catch (error) {
      return { skipped: `the seekable head could not be written (${error instanceof Error ? error.message : String(error)})`, warn: true };
    }
    if (!hasDurationAndCues(head)) return { skipped: 'the written head has no Duration or Cues', warn: true };
    return { head, bodyStart, duration: (duration * reader.timestampScale) / 1e9, cuePoints: cues.length };
  }

  private fail(reason: string, warn: boolean): void {
    this.failure = { skipped: reason, warn };
    // Nothing more is read: let go of what the decoder and reader hold.
    this.batch = [];
    this.batchBytes = 0;
  }
}

/**
 * ts-ebml's Encoder returns `Buffer.concat(...).buffer`: for a result under half of Node's buffer
 * pool (4 KB) that is the whole shared 8 KB pool slab, not the bytes encoded, and makeMetadataSeekable
 * then measures and writes garbage. With the pool off for the (synchronous) call, every Buffer owns
 * its ArrayBuffer exactly.
 */
function withoutBufferPool<T>(run: () => T): T {
  const poolSize = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    return run();
  } finally {
    Buffer.poolSize = poolSize;
  }
}

/** A check of what was written before it replaces anything: the head decodes, with a Duration and Cues. */
function hasDurationAndCues(head: Buffer): boolean {
  try {
    const names = new Set(new Decoder().decode(head as unknown as ArrayBuffer).map((element) => element.name));
    return names.has('Duration') && names.has('Cues') && names.has('SeekHead');
  } catch {
    return false;
  }
}
