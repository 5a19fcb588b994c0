import { dirname, join } from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SWAGGER_UI_ASSETS, SWAGGER_UI_INIT_FILE, SWAGGER_UI_INIT_SCRIPT, swaggerUiPage } from '@hirewise/contracts';
import { buildOpenApiDocument } from './openapi';

/** swagger-ui's browser assets, from the swagger-ui-dist that swagger-ui-express ships with. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json', { paths: [dirname(require.resolve('swagger-ui-express'))] }));
const ASSETS = new Set<string>(SWAGGER_UI_ASSETS);

/**
 * GET /docs: swagger-ui for the OpenAPI document at /docs/openapi.json. Links are relative so the
 * same page works on the service itself (/docs) and through the gateway (/ai/docs). Public: it
 * describes the API and holds no data; every operation still needs a token.
 */
@Controller('docs')
export class DocsController {
  private readonly document = buildOpenApiDocument();

  @Get()
  page(@Req() req: Request, @Res() res: Response): void {
    const base = req.path.endsWith('/') ? '' : 'docs/';
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(swaggerUiPage('Hirewise AI service API', base));
  }

  @Get('openapi.json')
  openApi() {
    return this.document;
  }

  @Get(SWAGGER_UI_INIT_FILE)
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  init(): string {
    return SWAGGER_UI_INIT_SCRIPT;
  }

  @Get(':asset')
  asset(@Param('asset') asset: string, @Res() res: Response): void {
    if (!ASSETS.has(asset)) throw new NotFoundException('Not found');
    res.sendFile(join(SWAGGER_UI_DIR, asset), { maxAge: '1d' });
  }
}
