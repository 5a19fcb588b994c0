import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { SearchCache, SuggestCache } from './search-cache';

/** The job-search micro-cache (JOBS_SEARCH_CACHE_MS) and the type-ahead cache (JOBS_SUGGEST_CACHE_MS); main.ts empties them on writes (invalidate-on-write.ts). */
@Module({
  providers: [
    { provide: SearchCache, inject: [GATEWAY_CONFIG], useFactory: (config: GatewayConfig) => new SearchCache(config.JOBS_SEARCH_CACHE_MS) },
    { provide: SuggestCache, inject: [GATEWAY_CONFIG], useFactory: (config: GatewayConfig) => new SuggestCache(config.JOBS_SUGGEST_CACHE_MS, 2_000) },
  ],
  exports: [SearchCache, SuggestCache],
})
export class SearchCacheModule {}
