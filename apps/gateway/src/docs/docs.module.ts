import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';

/** `/api/docs`: the gateway's OpenAPI document (built by the contracts) and swagger-ui. */
@Module({ controllers: [DocsController] })
export class DocsModule {}
