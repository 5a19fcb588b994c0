import { JwtService } from '@nestjs/jwt';
import { MediaMessages, Messages, STREAM_LINK_TTL_SECONDS, type Caller } from '@hirewise/contracts';
import { checkBearer, DomainError, jwtOptions } from '@hirewise/server-kit';
import { accessTokenOf } from '../stream-caller.guard';
import { STREAM_AUDIENCE, StreamLinkService } from '../stream-link.service';

const SECRET = 'stream-link-test-secret-0123456789';
const FILE = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const OTHER_FILE = '0b6a2b6e-6a4e-4b8e-9a53-1f2d3c4b5a69';
const RECRUITER: Caller = { userId: '99999999-8888-4777-8666-555555555555', type: 'recruiter' };

const jwt = new JwtService(jwtOptions(SECRET));
const links = new StreamLinkService(jwt);
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('access') as string;

/** The refusal a check answers (code, HTTP status, message), or undefined when it lets the token through. */
async function refusal(check: Promise<unknown>): Promise<{ code: string; status: number; message: string } | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, status: error.status, message: error.message };
  }
}

describe('stream links', () => {
  it('are the stream path with an access token, valid for STREAM_LINK_TTL_SECONDS', async () => {
    const now = Date.UTC(2026, 0, 5, 10, 0, 0);
    const link = await links.issue(RECRUITER, FILE, now);
    expect(link.url).toMatch(new RegExp(`^/api/stream/interview/${FILE}\\?access=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(link.expiresAt).toBe(new Date(now + STREAM_LINK_TTL_SECONDS * 1000).toISOString());
    expect(STREAM_LINK_TTL_SECONDS).toBe(600);
    const claims = jwt.decode<Record<string, unknown>>(tokenOf(link.url));
    expect(claims).toEqual({ sub: RECRUITER.userId, role: 'recruiter', fid: FILE, aud: STREAM_AUDIENCE, iat: now / 1000, exp: now / 1000 + 600 });
  });

  it('give back the caller they were issued to, for their own file', async () => {
    const link = await links.issue(RECRUITER, FILE);
    await expect(links.verify(tokenOf(link.url), FILE)).resolves.toEqual(RECRUITER);
  });

  it('are refused for another file, once expired, tampered with, or signed with another key', async () => {
    const token = tokenOf((await links.issue(RECRUITER, FILE)).url);
    const invalid = { code: 'STREAM_LINK_INVALID', status: 401, message: MediaMessages.streamLinkInvalid };
    expect(await refusal(links.verify(token, OTHER_FILE))).toEqual(invalid);
    expect(await refusal(links.verify(token, undefined))).toEqual(invalid);

    const expired = tokenOf((await links.issue(RECRUITER, FILE, Date.now() - (STREAM_LINK_TTL_SECONDS + 1) * 1000)).url);
    expect(await refusal(links.verify(expired, FILE))).toEqual({ code: 'STREAM_LINK_EXPIRED', status: 401, message: MediaMessages.streamLinkExpired });
    const stillValid = tokenOf((await links.issue(RECRUITER, FILE, Date.now() - (STREAM_LINK_TTL_SECONDS - 30) * 1000)).url);
    await expect(links.verify(stillValid, FILE)).resolves.toEqual(RECRUITER);

    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await refusal(links.verify(flipped, FILE))).toEqual(invalid);
    // The signature of one file's link on a payload naming another file.
    const otherPayload = Buffer.from(JSON.stringify({ ...jwt.decode<object>(token), fid: OTHER_FILE })).toString('base64url');
    expect(await refusal(links.verify(`${header}.${otherPayload}.${signature}`, OTHER_FILE))).toEqual(invalid);

    const foreign = new StreamLinkService(new JwtService(jwtOptions('another-secret-0123456789abcdef')));
    expect(await refusal(links.verify(tokenOf((await foreign.issue(RECRUITER, FILE)).url), FILE))).toEqual(invalid);
    expect(await refusal(links.verify('', FILE))).toEqual(invalid);
  });

  it('and session tokens are not interchangeable: neither opens the other door', async () => {
    const session = jwt.sign({ sub: RECRUITER.userId, type: 'recruiter' });
    expect(await refusal(links.verify(session, FILE))).toEqual({ code: 'STREAM_LINK_INVALID', status: 401, message: MediaMessages.streamLinkInvalid });
    // A session-shaped token (sub + type) that carries the stream audience is still no session.
    const withAudience = await jwt.signAsync({ type: 'recruiter', fid: FILE }, { subject: RECRUITER.userId, audience: STREAM_AUDIENCE });
    const link = tokenOf((await links.issue(RECRUITER, FILE)).url);
    for (const token of [link, withAudience]) {
      expect(await checkBearer(jwt, `Bearer ${token}`)).toEqual({ ok: false, message: Messages.invalidToken });
    }
    expect((await checkBearer(jwt, `Bearer ${session}`)).ok).toBe(true);
  });

  it.each([
    ['/api/stream/interview/x', undefined],
    ['/api/stream/interview/x?access=abc', 'abc'],
    ['/api/stream/interview/x?other=1&access=a.b.c', 'a.b.c'],
    ['/api/stream/interview/x?access=', ''],
    ['/api/stream/interview/x?access=a&access=b', ''],
  ])('the access token of %s is %p', (url, expected) => {
    expect(accessTokenOf(url)).toBe(expected);
  });
});
