import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AiPaths, interviewQuestionRequestSchema, toOpenApiSchema } from '@hirewise/contracts';
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
});
