export * from './request-context';
export * from './deadline';
export * from './rpc-meta';
export * from './metrics';
export * from './metrics-endpoint';
export * from './http-observability.middleware';
export * from './request-context.interceptor';
