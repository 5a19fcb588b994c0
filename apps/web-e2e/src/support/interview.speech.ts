/**
 * A page-level stand-in for the Web Speech API's recognition (headless Chromium has no speech
 * service): each start() "hears" the next phrase of window.__speech.phrases as a final result,
 * then ends by itself as the real one does on silence. The page's restart logic (100 ms after an
 * end while recording) is what brings the next phrase. Every instance is counted.
 */
export function installSpeechStandIn(phrases: string[]): void {
  const w = window as unknown as Record<string, unknown>;
  const state = { phrases: [...phrases], instances: 0, starts: 0, langs: [] as string[] };
  w.__speech = state;
  class StandInRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    private ended = false;
    constructor() {
      state.instances += 1;
    }
    start() {
      state.starts += 1;
      state.langs.push(this.lang);
      const phrase = state.phrases.shift();
      setTimeout(() => {
        if (this.ended) return;
        if (phrase) {
          const result = Object.assign([{ transcript: phrase, confidence: 0.9 }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        } else {
          this.onerror?.({ error: 'no-speech' });
        }
        setTimeout(() => this.end(), 150);
      }, 120);
    }
    stop() {
      this.end();
    }
    abort() {
      this.onerror?.({ error: 'aborted' });
      this.end();
    }
    private end() {
      if (this.ended) return;
      this.ended = true;
      this.onend?.();
    }
  }
  w.SpeechRecognition = StandInRecognition;
  w.webkitSpeechRecognition = StandInRecognition;
}
