import { assertStorageKey, storageKey } from '../storage-key';

const id = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';

describe('storage keys', () => {
  it('are <kind>/<uuid>.<ext>', () => {
    expect(storageKey('resume', id, 'pdf')).toBe(`resume/${id}.pdf`);
    expect(storageKey('interview-video', id, 'webm')).toBe(`interview-video/${id}.webm`);
  });

  it.each([`resume/../${id}.pdf`, `/resume/${id}.pdf`, `resume/${id}.pdf/..`, `other/${id}.pdf`, `resume/${id}`, `resume/x.pdf`, `resume/${id}.PDF`])('refuse %s', (key) => {
    expect(() => assertStorageKey(key)).toThrow('invalid storage key');
  });
});
