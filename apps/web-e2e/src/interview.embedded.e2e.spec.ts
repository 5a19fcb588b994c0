import { audioInterviewJourney } from './support/interview.audio.scenarios';
import { useInterviewContext } from './support/interview.context';
import { videoInterviewJourney } from './support/interview.video.scenarios';

describe('AI interviews in the browser, embedded mode (fake camera and microphone)', () => {
  const ctx = useInterviewContext();
  describe('video interview with typed answers, results dialog with playback and seek, recording deletion', () => videoInterviewJourney(ctx));
  describe('audio interview from a job tile, answered by voice (speech recognition stand-in), on a phone', () => audioInterviewJourney(ctx));
});
