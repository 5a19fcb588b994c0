import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { fileIdOf, STREAM_ACCESS_PARAM, type Caller } from '@hirewise/contracts';
import { requireBearer } from '@hirewise/server-kit';
import type { Request } from 'express';
import { StreamLinkService } from './stream-link.service';

interface CallerRequest extends Request {
  caller?: Caller;
}

/** The `access` token of a stream link, when the request carries one (repeated or empty: an invalid one). */
export function accessTokenOf(url: string | undefined): string | undefined {
  const values = new URL(url ?? '/', 'http://media.invalid').searchParams.getAll(STREAM_ACCESS_PARAM);
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : '';
}

/**
 * `GET /api/stream/interview/{id}`: the caller from a signed stream link (`?access=<token>`, for
 * this file only) or, without one, from the bearer header. A link's token decides when it is
 * present, so a stale link fails clearly instead of falling back to whatever header came along.
 * The access rule itself is applied afterwards, the same for both (DownloadService).
 */
@Injectable()
export class StreamCallerGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly links: StreamLinkService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const access = accessTokenOf(request.url);
    if (access !== undefined) {
      request.caller = await this.links.verify(access, fileIdOf(String(request.params.id ?? '')));
      return true;
    }
    const claims = await requireBearer(this.jwt, request.headers.authorization);
    request.caller = { userId: claims.sub, type: claims.type };
    return true;
  }
}
