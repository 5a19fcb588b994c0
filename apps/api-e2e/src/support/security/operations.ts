/**
 * Every route the gateway exposes, from the contracts (libs/contracts/src/openapi): its own
 * operations (GATEWAY_OPERATIONS, the gateway's OpenAPI document) and the AI service's API it
 * proxies under /ai (AI_PROXY_OPERATIONS, the AI service's document). The matrix, the token checks
 * and the fuzzing cover all of them.
 */
import { AI_PROXY_OPERATIONS, GATEWAY_OPERATIONS, type GatewayOperation } from '@hirewise/contracts';

export type { GatewayOperation };
export const EXPOSED_OPERATIONS: readonly GatewayOperation[] = [...GATEWAY_OPERATIONS, ...AI_PROXY_OPERATIONS];
