import { dirname, join } from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { buildOpenApiDocument } from './openapi';

/** swagger-ui's browser assets, from the swagger-ui-dist that swagger-ui-express ships with. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json', { paths: [dirname(require.resolve('swagger-ui-express'))] }));
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

/** Kept out of the page so a Content-Security-Policy without inline scripts still allows it. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  var el = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({ url: el.getAttribute('data-spec'), dom_id: '#swagger-ui', deepLinking: true });
});
`;

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
    res.send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Hirewise AI service API</title>
<link rel="icon" href="${base}favicon-32x32.png">
<link rel="stylesheet" href="${base}swagger-ui.css">
</head>
<body>
<div id="swagger-ui" data-spec="${base}openapi.json"></div>
<script src="${base}swagger-ui-bundle.js"></script>
<script src="${base}swagger-init.js"></script>
</body>
</html>
`);
  }

  @Get('openapi.json')
  openApi() {
    return this.document;
  }

  @Get('swagger-init.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  init(): string {
    return INIT_SCRIPT;
  }

  @Get(':asset')
  asset(@Param('asset') asset: string, @Res() res: Response): void {
    if (!ASSETS.has(asset)) throw new NotFoundException('Not found');
    res.sendFile(join(SWAGGER_UI_DIR, asset), { maxAge: '1d' });
  }
}
