import { loginPathFor, safeReturnPath } from '../return-path';

const ORIGIN = 'https://hirewise.example';

describe('safeReturnPath', () => {
  it.each([
    ['/jobs/abc', '/jobs/abc'],
    ['/jobs/abc?ref=share#apply', '/jobs/abc?ref=share#apply'],
    ['/home?q=react%20dev', '/home?q=react%20dev'],
    ['/jobs/../profile', '/profile'],
  ])('takes a path of this site: %s', (next, expected) => {
    expect(safeReturnPath(next, ORIGIN)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another site', 'https://evil.example/jobs/1'],
    ['a protocol-relative address', '//evil.example/jobs'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash inside', '/jobs\\..\\..\\evil'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'jobs/1'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/jobs\n/x'],
    ['the login page (a loop)', '/login?next=/login'],
    ['the signup page', '/signup'],
    ['the logout page', '/logout'],
    ['an overlong path', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_case, next) => {
    expect(safeReturnPath(next, ORIGIN)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('puts the path in ?next=, encoded', () => {
    expect(loginPathFor('/jobs/a b?x=1')).toBe('/login?next=%2Fjobs%2Fa+b%3Fx%3D1');
    expect(safeReturnPath(new URLSearchParams(loginPathFor('/jobs/a b?x=1').split('?')[1]).get('next'), ORIGIN)).toBe('/jobs/a%20b?x=1');
  });
});
