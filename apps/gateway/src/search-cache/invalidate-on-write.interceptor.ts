import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { finalize, type Observable } from 'rxjs';
import { SearchCache } from './search-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that can change what a job search shows: jobs, their applications and counts, ratings, recruiters' names. */
const AFFECTS_SEARCH = /^\/api\/(jobs|applications|rating|user)(\/|$)/;

/** A write that can change search results empties the search cache when it starts and once it has been handled. */
@Injectable()
export class InvalidateOnWriteInterceptor implements NestInterceptor {
  constructor(private readonly cache: SearchCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const { method, path } = context.switchToHttp().getRequest<Request>();
    if (READS.has(method) || !AFFECTS_SEARCH.test(path)) return next.handle();
    this.cache.invalidate();
    return next.handle().pipe(finalize(() => this.cache.invalidate()));
  }
}
