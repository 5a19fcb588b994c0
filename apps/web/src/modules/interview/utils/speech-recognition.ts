import { INTERVIEW } from '@hirewise/contracts/constants';
import { InterviewMessages } from './interview-messages';

/** The part of the Web Speech API's SpeechRecognition the interview uses. */
export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: { transcript: string };
}
export interface RecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResultLike };
}
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type RecognitionConstructor = new () => RecognitionLike;

/** SpeechRecognition or webkitSpeechRecognition, or null where the browser has neither. */
export function recognitionConstructor(win: object = globalThis): RecognitionConstructor | null {
  const w = win as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Spec section 8: the text for a recognition error; null for 'aborted' (ignored) and unknown codes. */
export function speechErrorMessage(code: string): string | null {
  switch (code) {
    case 'no-speech':
      return InterviewMessages.noSpeechDetected;
    case 'audio-capture':
      return InterviewMessages.audioCaptureFailed;
    case 'not-allowed':
    case 'service-not-allowed':
      return InterviewMessages.microphoneDenied;
    default:
      return null;
  }
}

/** Errors after which restarting cannot help: recording stops. */
const FATAL = new Set(['audio-capture', 'not-allowed', 'service-not-allowed']);

/** Final and interim text of a result event, from its resultIndex on. */
export function readResults(event: RecognitionEventLike): { finalText: string; interim: string } {
  let finalText = '';
  let interim = '';
  for (let i = event.resultIndex; i < event.results.length; i += 1) {
    const result = event.results[i];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) finalText += text;
    else interim += text;
  }
  return { finalText: finalText.trim(), interim: interim.trim() };
}

export interface VoiceRecorderHandlers {
  onText: (finalText: string, interim: string) => void;
  onError: (message: string) => void;
  /** Recording ended by itself (a fatal error). */
  onStopped: () => void;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Voice answers (spec section 9): en-US, continuous, interim results; while recording, the
 * browser's recognition (which ends on silence) is started again INTERVIEW.recognitionRestartMs
 * after it ends. 'aborted' is ignored; denied or missing microphones stop recording.
 */
export class VoiceRecorder {
  private recognition: RecognitionLike | null = null;
  private active = false;
  private restartTimer: unknown = null;

  constructor(
    private readonly Ctor: RecognitionConstructor,
    private readonly handlers: VoiceRecorderHandlers,
    private readonly timers: Timers = realTimers,
  ) {}

  get isActive(): boolean {
    return this.active;
  }

  /** Starts listening; false (and 'Failed to start speech recognition...') when the browser refuses. */
  start(): boolean {
    this.active = true;
    if (this.launch()) return true;
    this.active = false;
    this.handlers.onError(InterviewMessages.recognitionStartFailed);
    return false;
  }

  stop(): void {
    this.active = false;
    if (this.restartTimer !== null) this.timers.clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const recognition = this.recognition;
    this.recognition = null;
    if (recognition) {
      recognition.onend = null;
      try {
        recognition.stop();
      } catch {
        /* already stopped */
      }
    }
  }

  private launch(): boolean {
    let recognition: RecognitionLike;
    try {
      recognition = new this.Ctor();
    } catch {
      return false;
    }
    recognition.lang = INTERVIEW.speechLang;
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.onresult = (event) => {
      const { finalText, interim } = readResults(event);
      this.handlers.onText(finalText, interim);
    };
    recognition.onerror = (event) => {
      const message = speechErrorMessage(event.error);
      if (message) this.handlers.onError(message);
      if (FATAL.has(event.error)) {
        this.stop();
        this.handlers.onStopped();
      }
    };
    recognition.onend = () => {
      if (!this.active) return;
      this.restartTimer = this.timers.setTimeout(() => {
        this.restartTimer = null;
        if (this.active && !this.launch()) {
          this.active = false;
          this.handlers.onError(InterviewMessages.recognitionStartFailed);
          this.handlers.onStopped();
        }
      }, INTERVIEW.recognitionRestartMs);
    };
    this.recognition = recognition;
    try {
      recognition.start();
      return true;
    } catch {
      this.recognition = null;
      return false;
    }
  }
}

/** Speaks a question aloud (spec section 2); the spec's text when the browser cannot. */
export function speak(text: string, win: object = globalThis): string | null {
  const w = win as { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };
  if (!w.speechSynthesis || !w.SpeechSynthesisUtterance) return InterviewMessages.ttsUnsupported;
  try {
    w.speechSynthesis.cancel();
    const utterance = new w.SpeechSynthesisUtterance(text);
    utterance.lang = INTERVIEW.speechLang;
    w.speechSynthesis.speak(utterance);
    return null;
  } catch {
    return InterviewMessages.ttsUnsupported;
  }
}

export function stopSpeaking(win: object = globalThis): void {
  (win as { speechSynthesis?: SpeechSynthesis }).speechSynthesis?.cancel();
}
