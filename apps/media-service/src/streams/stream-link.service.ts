import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { z } from 'zod';
import {
  MediaMessages,
  MediaPaths,
  STREAM_ACCESS_PARAM,
  STREAM_LINK_TTL_SECONDS,
  USER_TYPES,
  type Caller,
  type StreamLinkResponse,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';

/**
 * The audience of a stream-link token. The bearer check refuses any token with an audience, and
 * the link check requires this one, so a session token never opens a stream link and a stream
 * link is never a session.
 */
export const STREAM_AUDIENCE = 'hirewise:interview-stream';

/**
 * `role`, not `type`: the claims of a session token are `sub` + `type`, and a stream token must
 * never look like one. `fid` is the one file the token opens.
 */
const streamClaimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(USER_TYPES),
  fid: z.string().min(1),
});

/**
 * Short-lived signed stream links (a `<video src>` cannot send the bearer header): a JWT signed
 * with the product's key (HS256 pinned, as every token), for one interview video and one caller,
 * valid STREAM_LINK_TTL_SECONDS. It stands in for the bearer header only; who may read the file
 * is checked again on every request as for a bearer caller.
 */
@Injectable()
export class StreamLinkService {
  constructor(private readonly jwt: JwtService) {}

  async issue(caller: Caller, fileId: string, now = Date.now()): Promise<StreamLinkResponse> {
    const iat = Math.floor(now / 1000);
    const exp = iat + STREAM_LINK_TTL_SECONDS;
    const token = await this.jwt.signAsync({ role: caller.type, fid: fileId, iat, exp }, { subject: caller.userId, audience: STREAM_AUDIENCE });
    const url = `${MediaPaths.streamInterview(fileId)}?${new URLSearchParams({ [STREAM_ACCESS_PARAM]: token }).toString()}`;
    return { url, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The caller a link's token stands for, or 401: expired, tampered, not a link token, or for another file. */
  async verify(token: string, fileId: string | undefined): Promise<Caller> {
    let claims: unknown;
    try {
      claims = await this.jwt.verifyAsync(token, { audience: STREAM_AUDIENCE });
    } catch (error) {
      const expired = (error as Error | undefined)?.name === 'TokenExpiredError';
      throw expired
        ? new DomainError('STREAM_LINK_EXPIRED', MediaMessages.streamLinkExpired)
        : new DomainError('STREAM_LINK_INVALID', MediaMessages.streamLinkInvalid);
    }
    const parsed = streamClaimsSchema.safeParse(claims);
    if (!parsed.success || fileId === undefined || parsed.data.fid !== fileId) {
      throw new DomainError('STREAM_LINK_INVALID', MediaMessages.streamLinkInvalid);
    }
    return { userId: parsed.data.sub, type: parsed.data.role };
  }
}
