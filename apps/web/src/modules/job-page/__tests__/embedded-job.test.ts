import { aJob } from '@/test-utils/fixtures';
import { readEmbeddedJob } from '../utils/embedded-job';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('job');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = 'job-data';
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('readEmbeddedJob', () => {
  it('reads the job written for this id', () => {
    const job = aJob({ _id: 'j1', title: 'Escaped \u003cscript\u003e title' });
    expect(readEmbeddedJob('j1', pageWith(JSON.stringify(job).replace(/</g, '\\u003c')))).toEqual(job);
  });

  it.each([
    ['no script', null],
    ['another job', JSON.stringify(aJob({ _id: 'j2' }))],
    ['not JSON', '{"_id": "j1",'],
    ['not an object', '"j1"'],
    ['null', 'null'],
    ['an object that is not a job', JSON.stringify({ _id: 'j1', title: 'x' })],
  ])('gives nothing for %s', (_case, text) => {
    expect(readEmbeddedJob('j1', pageWith(text))).toBeUndefined();
  });
});
