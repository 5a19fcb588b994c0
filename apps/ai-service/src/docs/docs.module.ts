import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';

/** GET /docs and /docs/openapi.json: the HTTP API's OpenAPI document and its swagger-ui page. */
@Module({
  controllers: [DocsController],
})
export class DocsModule {}
