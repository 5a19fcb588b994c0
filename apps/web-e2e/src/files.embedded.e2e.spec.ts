import { useHiringContext } from './support/hiring.context';
import { filesJourney } from './support/files.scenarios';
import { videoJourney } from './support/files.video';

describe('files in the browser, embedded mode (TCP + PGlite + disk storage)', () => {
  const ctx = useHiringContext('embedded');
  describe('uploads with progress, photos, resume downloads (desktop and phone widths)', () => filesJourney(ctx));
  describe('interview video: recorded in the page, played and seeked from a signed stream link', () => videoJourney(ctx));
});
