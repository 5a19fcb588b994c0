import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AI_OPERATIONS, AiPaths, interviewQuestionRequestSchema, toOpenApiSchema } from '@hirewise/contracts';
import { AiHttpController } from '../../http/ai-http.controller';
import { buildOpenApiDocument } from '../openapi';

describe('the AI service OpenAPI document (/ai/docs/openapi.json)', () => {
  const doc = buildOpenApiDocument() as { openapi: string; paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }> };

  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      // The validator is an ES module: run its CLI in a plain Node process.
      const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      const output = execFileSync(process.execPath, [cli, file], { encoding: 'utf8' });
      expect(JSON.parse(output)).toMatchObject({ valid: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists the five agents with the contracts\' request schemas', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [AiPaths.interviewQuestion, AiPaths.evaluateAnswer, AiPaths.learningPath, AiPaths.suggestCandidate, AiPaths.createResume].sort(),
    );
    expect(doc.paths[AiPaths.interviewQuestion].post.requestBody.content['application/json'].schema).toEqual(toOpenApiSchema(interviewQuestionRequestSchema, 'input'));
  });

  it('shows both security schemes, the bearer JWT and the service API key (X-API-Key), on every operation, with 401 and 429', () => {
    const full = doc as unknown as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, { post: { security: unknown; responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    expect(full.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: expect.stringContaining('tools/ai-keys.mjs issue') },
    });
    for (const op of AI_OPERATIONS) {
      const { post } = full.paths[op.path];
      // Alternatives: either scheme opens the operation.
      expect(post.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
      expect(post.responses['429'].headers).toHaveProperty('Retry-After');
    }
  });

  it("serves exactly the contracts' AI_OPERATIONS (which the gateway's /ai proxy and the security suite use), all POST", () => {
    const proto = AiHttpController.prototype as unknown as Record<string, unknown>;
    const routes = Object.getOwnPropertyNames(proto)
      .filter((name) => name !== 'constructor' && Reflect.getMetadata(PATH_METADATA, proto[name] as object) !== undefined)
      .map((name) => `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, proto[name] as object) as number]} ${Reflect.getMetadata(PATH_METADATA, proto[name] as object) as string}`);
    expect(routes.sort()).toEqual(AI_OPERATIONS.map((op) => `POST ${op.path}`).sort());
  });
});
