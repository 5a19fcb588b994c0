import { useMainStack, type MainStack } from './main-stack';
import type { RunMode } from './stack';
import { describeHealthAndWiring, describeUnknownRoutes } from './auth/health';
import { describeLoginApi } from './auth/login';
import { describeSignupApi } from './auth/signup';
import { describeUserApi } from './auth/user';
import { useAuthWorld } from './auth/world';

/**
 * The auth foundation's public API (spec sections 5, 6, 7; architecture section 2), against the
 * whole stack started as real processes in the given run mode. Both spec files call this, so
 * both modes run the same assertions, on the stack the spec file shares (`shared`) if it gives one.
 * One area per file under auth/, in this order.
 */
export function describeAuthApi(mode: RunMode, shared?: MainStack): void {
  describe(`auth API end to end (${mode} mode)`, () => {
    // The spec file's stack when it shares one, otherwise a stack of its own.
    const main = shared ?? useMainStack(mode);
    const world = useAuthWorld(mode, main);
    describeHealthAndWiring(world);
    describeSignupApi(world);
    describeLoginApi(world);
    describeUserApi(world);
    describeUnknownRoutes(world);
  });
}
