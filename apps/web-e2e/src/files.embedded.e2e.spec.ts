import { useHiringContext } from './support/hiring.context';
import { filesJourney } from './support/files.scenarios';

describe('files in the browser, embedded mode (TCP + PGlite + disk storage)', () => {
  const ctx = useHiringContext('embedded');
  describe('uploads with progress, photos, resume downloads (desktop and phone widths)', () => filesJourney(ctx));
});
