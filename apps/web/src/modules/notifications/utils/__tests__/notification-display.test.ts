import { appPath, unreadBadgeText } from '../notification-display';

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %p', (unread, text) => {
    expect(unreadBadgeText(unread)).toBe(text);
  });
});

describe('appPath', () => {
  it('keeps paths of this app', () => {
    expect(appPath('/applications')).toBe('/applications');
    expect(appPath('/job/applications/5b1e6a52-0000-4000-8000-000000000001')).toBe('/job/applications/5b1e6a52-0000-4000-8000-000000000001');
  });

  it.each([null, '', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'applications'])('does not follow %p', (link) => {
    expect(appPath(link)).toBeNull();
  });
});
