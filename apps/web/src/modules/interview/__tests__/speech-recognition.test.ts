import { InterviewMessages } from '../utils/interview-messages';
import { readResults, recognitionConstructor, speak, speechErrorMessage, VoiceRecorder, type RecognitionLike } from '../utils/speech-recognition';

class FakeRecognition implements RecognitionLike {
  static instances: FakeRecognition[] = [];
  static failStart = false;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  started = 0;
  stopped = 0;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (FakeRecognition.failStart) throw new Error('busy');
    this.started += 1;
  }
  stop() {
    this.stopped += 1;
  }
  abort() {}
  say(text: string, isFinal = true) {
    const result = Object.assign([{ transcript: text }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

function recorder() {
  const handlers = { onText: jest.fn(), onError: jest.fn(), onStopped: jest.fn() };
  return { handlers, voice: new VoiceRecorder(FakeRecognition, handlers) };
}

beforeEach(() => {
  FakeRecognition.instances = [];
  FakeRecognition.failStart = false;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('VoiceRecorder', () => {
  it('listens in en-US, continuously, and passes final and interim text on', () => {
    const { voice, handlers } = recorder();
    expect(voice.start()).toBe(true);
    const rec = FakeRecognition.instances[0]!;
    expect(rec).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true, started: 1 });
    rec.say('hello there');
    rec.say('and', false);
    expect(handlers.onText).toHaveBeenNthCalledWith(1, 'hello there', '');
    expect(handlers.onText).toHaveBeenNthCalledWith(2, '', 'and');
  });

  it('restarts 100 ms after recognition ends while recording, and not after stop', () => {
    const { voice } = recorder();
    voice.start();
    FakeRecognition.instances[0]!.onend?.();
    jest.advanceTimersByTime(99);
    expect(FakeRecognition.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(FakeRecognition.instances[1]!.started).toBe(1);
    FakeRecognition.instances[1]!.onend?.();
    voice.stop();
    jest.advanceTimersByTime(500);
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(voice.isActive).toBe(false);
  });

  it('maps errors: no-speech keeps listening, denied and capture failures stop, aborted is ignored', () => {
    const { voice, handlers } = recorder();
    voice.start();
    const rec = FakeRecognition.instances[0]!;
    rec.onerror?.({ error: 'aborted' });
    expect(handlers.onError).not.toHaveBeenCalled();
    rec.onerror?.({ error: 'no-speech' });
    expect(handlers.onError).toHaveBeenLastCalledWith('No speech was detected. Please try again.');
    expect(voice.isActive).toBe(true);
    rec.onerror?.({ error: 'not-allowed' });
    expect(handlers.onError).toHaveBeenLastCalledWith('Microphone access was denied. Please allow microphone access.');
    expect(handlers.onStopped).toHaveBeenCalledTimes(1);
    expect(voice.isActive).toBe(false);
    expect(speechErrorMessage('audio-capture')).toBe('Audio capture failed. Please check your microphone.');
  });

  it('reports a refused start', () => {
    FakeRecognition.failStart = true;
    const { voice, handlers } = recorder();
    expect(voice.start()).toBe(false);
    expect(handlers.onError).toHaveBeenCalledWith('Failed to start speech recognition. Please try again.');
  });
});

describe('speech helpers', () => {
  it('finds SpeechRecognition or the webkit one', () => {
    expect(recognitionConstructor({})).toBeNull();
    expect(recognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionConstructor({ SpeechRecognition: FakeRecognition, webkitSpeechRecognition: class {} })).toBe(FakeRecognition);
  });

  it('reads results from resultIndex on', () => {
    const results = [Object.assign([{ transcript: 'old' }], { isFinal: true }), Object.assign([{ transcript: ' new ' }], { isFinal: true })];
    expect(readResults({ resultIndex: 1, results })).toEqual({ finalText: 'new', interim: '' });
  });

  it('speaks in en-US or says text-to-speech is unsupported', () => {
    expect(speak('Hi', {})).toBe('Text-to-speech is not supported in your browser.');
    const synth = { cancel: jest.fn(), speak: jest.fn() };
    class Utterance {
      lang = '';
      constructor(readonly text: string) {}
    }
    expect(speak('Question?', { speechSynthesis: synth, SpeechSynthesisUtterance: Utterance })).toBeNull();
    expect(synth.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Question?', lang: 'en-US' }));
  });

  it('keeps the spec texts exactly', () => {
    expect(InterviewMessages.completed).toBe('Interview completed and saved successfully!');
    expect(InterviewMessages.saveFailed).toBe('Error saving interview results.');
    expect(InterviewMessages.loadInterviewFailed).toBe('Failed to load interview details. Please try again.');
    expect(InterviewMessages.devicesNotReady).toBe('Camera or microphone not ready. Please wait and try again.');
    expect(InterviewMessages.recordingStartFailed).toBe('Failed to start video recording. Please refresh the page.');
    expect(InterviewMessages.speechUnsupported).toMatch(/Chrome or Edge/);
    expect(InterviewMessages.cameraAccess).toMatch(/permissions.*refresh/);
    expect(InterviewMessages.viewResults(85, 100)).toBe('View Interview Results (85/100)');
  });
});
