import { dirname, join } from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Req, Res, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { OPENAPI_FILE, SWAGGER_UI_ASSETS, SWAGGER_UI_INIT_FILE, SWAGGER_UI_INIT_SCRIPT, swaggerUiPage } from '@hirewise/contracts';

/** swagger-ui's browser assets, from the swagger-ui-dist that swagger-ui-express ships with. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json', { paths: [dirname(require.resolve('swagger-ui-express'))] }));
const ASSETS = new Set<string>(SWAGGER_UI_ASSETS);

export interface DocsControllerOptions {
  /** Where the page lives (`docs`, `api/docs`); the document is `<path>/openapi.json`. */
  path: string;
  title: string;
  document: () => object;
  /** Extra class decorators, e.g. the gateway's @Public(). */
  decorators?: ClassDecorator[];
}

/**
 * A controller serving swagger-ui for an OpenAPI document: the page, the document, swagger-ui's
 * init script and assets. Links are relative, so the page works at its own path and behind a
 * proxy prefix (the AI service's /docs is also /ai/docs through the gateway). Public by nature:
 * it describes the API and holds no data.
 */
export function docsController({ path, title, document, decorators = [] }: DocsControllerOptions): Type<unknown> {
  const base = path.split('/').pop() ?? path;

  class DocsController {
    private readonly built = document();

    page(req: Request, res: Response): void {
      res.type('html').setHeader('Cache-Control', 'no-cache');
      res.send(swaggerUiPage(title, req.path.endsWith('/') ? '' : `${base}/`));
    }

    openApi(): object {
      return this.built;
    }

    init(): string {
      return SWAGGER_UI_INIT_SCRIPT;
    }

    asset(asset: string, res: Response): void {
      if (!ASSETS.has(asset)) throw new NotFoundException('Not found');
      res.sendFile(join(SWAGGER_UI_DIR, asset), { maxAge: '1d' });
    }
  }

  const proto = DocsController.prototype;
  const method = (name: keyof DocsController, ...decorate: MethodDecorator[]) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name) as PropertyDescriptor;
    for (const d of decorate) d(proto, name, descriptor);
  };
  method('page', Get());
  Req()(proto, 'page', 0);
  Res()(proto, 'page', 1);
  method('openApi', Get(OPENAPI_FILE));
  method('init', Get(SWAGGER_UI_INIT_FILE), Header('Content-Type', 'application/javascript; charset=utf-8'));
  method('asset', Get(':asset'));
  Param('asset')(proto, 'asset', 0);
  Res()(proto, 'asset', 1);
  Controller(path)(DocsController);
  for (const d of decorators) d(DocsController);
  return DocsController;
}
