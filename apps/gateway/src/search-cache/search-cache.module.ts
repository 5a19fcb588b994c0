import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { SearchCache } from './search-cache';

/** The job-search micro-cache (JOBS_SEARCH_CACHE_MS); main.ts empties it on writes (invalidate-on-write.ts). */
@Module({
  providers: [{ provide: SearchCache, inject: [GATEWAY_CONFIG], useFactory: (config: GatewayConfig) => new SearchCache(config.JOBS_SEARCH_CACHE_MS) }],
  exports: [SearchCache],
})
export class SearchCacheModule {}
