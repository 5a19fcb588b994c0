import { useCallback, useEffect, useRef, useState } from 'react';
import { INTERVIEW } from '@hirewise/contracts/constants';
import { InterviewMessages } from '../utils/interview-messages';

export interface MediaDevices {
  stream: MediaStream | null;
  /** Microphone level 0..1 (Web Audio analyser), for the device check's meter. */
  level: number;
  error: string | null;
  /** Asks for the camera (video interviews, 640x480) and the microphone. */
  acquire: () => Promise<void>;
  /** Starts the whole-interview recording (video/webm, 1000 ms chunks); an error text when it cannot. */
  startRecording: () => string | null;
  /** Stops the recording and hands over the WebM (null when nothing was recorded). */
  stopRecording: () => Promise<Blob | null>;
  isRecording: boolean;
}

function levelOf(analyser: AnalyserNode, buffer: Uint8Array<ArrayBuffer>): number {
  analyser.getByteTimeDomainData(buffer);
  let sum = 0;
  for (const value of buffer) {
    const centered = (value - 128) / 128;
    sum += centered * centered;
  }
  return Math.min(1, Math.sqrt(sum / buffer.length) * 4);
}

/** Camera and microphone of one interview: preview stream, level meter, MediaRecorder. */
export function useMediaDevices(withVideo: boolean): MediaDevices {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isRecording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const streamRef = useRef<MediaStream | null>(null);

  const acquire = useCallback(async () => {
    if (streamRef.current) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(withVideo ? InterviewMessages.cameraAccess : InterviewMessages.microphoneDenied);
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: withVideo ? { width: INTERVIEW.videoWidth, height: INTERVIEW.videoHeight } : false,
        audio: true,
      });
      streamRef.current = media;
      setStream(media);
      setError(null);
    } catch {
      setError(withVideo ? InterviewMessages.cameraAccess : InterviewMessages.microphoneDenied);
    }
  }, [withVideo]);

  // The level meter: an analyser on the microphone track, read every animation frame.
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return undefined;
    const AudioCtx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return undefined;
    let context: AudioContext;
    try {
      context = new AudioCtx();
    } catch {
      return undefined;
    }
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const buffer = new Uint8Array(new ArrayBuffer(analyser.fftSize));
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      if (time - last > 100) {
        last = time;
        setLevel(levelOf(analyser, buffer));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      void context.close().catch(() => undefined);
    };
  }, [stream]);

  // Camera and microphone are released when the screen goes away.
  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    },
    [],
  );

  const startRecording = useCallback((): string | null => {
    const media = streamRef.current;
    if (!media || !media.active) return InterviewMessages.devicesNotReady;
    try {
      chunks.current = [];
      const next = new MediaRecorder(media, { mimeType: INTERVIEW.videoMimeType });
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      next.start(INTERVIEW.recorderChunkMs);
      recorder.current = next;
      setRecording(true);
      return null;
    } catch {
      return InterviewMessages.recordingStartFailed;
    }
  }, []);

  const stopRecording = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        const current = recorder.current;
        const collect = () => resolve(chunks.current.length ? new Blob(chunks.current, { type: INTERVIEW.videoMimeType }) : null);
        setRecording(false);
        if (!current || current.state === 'inactive') {
          collect();
          return;
        }
        current.onstop = collect;
        current.stop();
      }),
    [],
  );

  return { stream, level, error, acquire, startRecording, stopRecording, isRecording };
}
