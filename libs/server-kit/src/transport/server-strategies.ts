import { ServerTCP, type TcpOptions } from '@nestjs/microservices';

/**
 * Nest looks a message's handler up by first trying `JSON.parse` on its pattern (object patterns
 * travel as JSON text). Our patterns are plain strings ('jobs.search.v1'), so that parse threw on
 * every message, and the thrown error's stack trace cost tens of microseconds per request. A
 * pattern that cannot be JSON (it does not start with `{`, `[` or `"`) is used as it is.
 */
export function routeOfPattern(pattern: string, parsed: (pattern: string) => string): string {
  const first = pattern.charCodeAt(0);
  return first === 0x7b || first === 0x5b || first === 0x22 ? parsed(pattern) : pattern;
}

/** Nest's TCP server with the pattern lookup above (the embedded mode's transport). */
export class FastServerTcp extends ServerTCP {
  constructor(options: Required<TcpOptions>['options']) {
    super(options);
  }

  protected override getRouteFromPattern(pattern: string): string {
    return routeOfPattern(pattern, (p) => super.getRouteFromPattern(p));
  }
}
