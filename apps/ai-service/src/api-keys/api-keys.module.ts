import { Module } from '@nestjs/common';
import { ApiKeysAdminServer } from './admin-server';
import { ApiKeyStore } from './api-key.store';

/** Service clients' API keys: the store (issue, list, revoke, the per-call check) and the embedded-mode admin port. */
@Module({
  providers: [ApiKeyStore, ApiKeysAdminServer],
  exports: [ApiKeyStore],
})
export class ApiKeysModule {}
