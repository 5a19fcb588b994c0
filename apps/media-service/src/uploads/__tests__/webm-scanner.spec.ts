import { Readable } from 'node:stream';
import { samples } from '@hirewise/testing';
import { WEBM_SCAN_LIMITS, WebmScanner, type ScanResult, type SeekableHead } from '../webm-scanner';
import { recordedWebm, seekIndex } from './recorded-webm';

/** Streams `file` through a scanner in `chunk`-byte pieces: what came out, and what the scan found. */
async function scan(file: Buffer, chunk = 1000): Promise<{ passed: Buffer; result: ScanResult }> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < file.length; at += chunk) pieces.push(file.subarray(at, at + chunk));
  const scanner = new WebmScanner();
  const out: Buffer[] = [];
  for await (const part of Readable.from(pieces).pipe(scanner)) out.push(part as Buffer);
  return { passed: Buffer.concat(out), result: scanner.result() };
}

function seekable(result: ScanResult): SeekableHead {
  if ('skipped' in result) throw new Error(`scan skipped: ${result.skipped}`);
  return result;
}

const rewritten = (file: Buffer, head: SeekableHead) => Buffer.concat([head.head, file.subarray(head.bodyStart)]);

describe('WebmScanner', () => {
  it('passes every byte on unchanged, in any chunking', async () => {
    const file = recordedWebm();
    for (const chunk of [1, 999, 300 * 1024]) {
      const { passed, result } = await scan(file, chunk);
      expect(passed.equals(file)).toBe(true);
      expect(seekable(result).bodyStart).toBeGreaterThan(0);
    }
  });

  it('makes a MediaRecorder-like recording (no Duration, no Cues) seekable: Duration, one cue per cluster on its video keyframe', async () => {
    const file = recordedWebm({ seconds: 4 });
    expect(seekIndex(file)).toEqual({ duration: undefined, cues: [], clusters: 4 });

    const head = seekable((await scan(file)).result);
    expect(head.duration).toBeCloseTo(4, 0);
    expect(head.cuePoints).toBe(4);
    const out = rewritten(file, head);
    const index = seekIndex(out);
    expect(index.duration).toBeGreaterThan(3900);
    expect(index.duration).toBeLessThanOrEqual(4000);
    expect(index.cues).toEqual([0, 1000, 2000, 3000].map((time) => ({ time, position: expect.any(Number), landsOn: 'Cluster' })));
    // The clusters are the recorded bytes, moved along by the new head only.
    expect(out.subarray(head.head.length).equals(file.subarray(head.bodyStart))).toBe(true);
    // A small head (ts-ebml's pooled-buffer slip would make it kilobytes of garbage).
    expect(head.head.length).toBeLessThan(head.bodyStart + 200);
  });

  it('also places cues for video in BlockGroups (Chrome records a canvas with alpha so) and for audio-only recordings', async () => {
    const grouped = seekable((await scan(recordedWebm({ video: 'group', seconds: 3 }))).result);
    expect(seekIndex(rewritten(recordedWebm({ video: 'group', seconds: 3 }), grouped)).cues.map((c) => [c.time, c.landsOn])).toEqual([
      [0, 'Cluster'],
      [1000, 'Cluster'],
      [2000, 'Cluster'],
    ]);
    const audioOnly = recordedWebm({ video: 'none', seconds: 2 });
    const index = seekIndex(rewritten(audioOnly, seekable((await scan(audioOnly)).result)));
    expect(index.duration).toBeGreaterThan(1900);
    expect(index.cues.map((c) => c.landsOn)).toEqual(['Cluster', 'Cluster']);
  });

  it('leaves a file that is already seekable alone, without a warning', async () => {
    const file = recordedWebm();
    const once = rewritten(file, seekable((await scan(file)).result));
    expect((await scan(once)).result).toEqual({ skipped: 'already seekable (it has a SeekHead or Cues)', warn: false });
  });

  it('skips, with a warning, what is not a WebM it can read', async () => {
    // The sniffer's sample: an EBML header and a Segment, then filler.
    expect((await scan(samples.webm())).result).toMatchObject({ warn: true });
    const file = recordedWebm();
    const cut = file.subarray(0, seekable((await scan(file)).result).bodyStart);
    expect((await scan(cut)).result).toMatchObject({ warn: true });
    expect((await scan(Buffer.concat([file.subarray(0, 200), Buffer.alloc(5000, 0xff)]))).result).toMatchObject({ warn: true });
  });

  it('stops reading at an element larger than it holds (the decoder would keep and copy it whole)', async () => {
    const file = recordedWebm({ seconds: 1 });
    const start = seekable((await scan(file)).result).bodyStart;
    // A cluster, then a SimpleBlock that says it is 64 MB long, and 6 MB of it.
    const huge = Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x81, 0x00, 0xa3, 0x14, 0x00, 0x00, 0x00]);
    const body = Buffer.alloc(WEBM_SCAN_LIMITS.MAX_PENDING_BYTES + 2 * WEBM_SCAN_LIMITS.BATCH_BYTES, 0x22);
    const { passed, result } = await scan(Buffer.concat([file.subarray(0, start), huge, body]), 64 * 1024);
    expect(result).toEqual({ skipped: 'an element larger than the scan reads', warn: true });
    expect(passed.length).toBe(start + huge.length + body.length);
  });
});
