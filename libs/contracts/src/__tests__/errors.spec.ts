import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COMMON_ERROR_STATUS, ERROR_STATUS, isRpcErrorPayload, statusOf } from '../errors';

const SRC = join(__dirname, '..');

/** Every `<feature>/<feature>.errors.ts` of the contracts and its `<Feature>ErrorStatus` maps. */
function featureErrorFiles(): { file: string; codes: Record<string, number> }[] {
  return readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.errors.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => {
      const exports = require(path) as Record<string, unknown>; // eslint-disable-line @typescript-eslint/no-require-imports -- every feature file, found at run time
      const maps = Object.entries(exports).filter(([name]) => name.endsWith('ErrorStatus'));
      return { file: relative(SRC, path), codes: Object.assign({}, ...maps.map(([, map]) => map as Record<string, number>)) as Record<string, number> };
    });
}

describe('ERROR_STATUS: the common codes and one spread per feature file', () => {
  const features = featureErrorFiles();

  it('keeps the common codes and their statuses', () => {
    for (const [code, status] of Object.entries(COMMON_ERROR_STATUS)) expect([code, ERROR_STATUS[code as keyof typeof ERROR_STATUS]]).toEqual([code, status]);
    expect(statusOf('NOT_FOUND')).toBe(404);
    expect(statusOf('UNTRUSTED_CALLER')).toBe(500);
  });

  it('holds every code of every <feature>.errors.ts with its status, each code defined once', () => {
    expect(features.length).toBeGreaterThan(0);
    const seen = new Map<string, string>(Object.keys(COMMON_ERROR_STATUS).map((code) => [code, 'errors.ts']));
    for (const { file, codes } of features) {
      for (const [code, status] of Object.entries(codes)) {
        expect({ code, definedIn: file, alsoIn: seen.get(code) }).toEqual({ code, definedIn: file, alsoIn: undefined });
        seen.set(code, file);
        expect({ code, status: ERROR_STATUS[code as keyof typeof ERROR_STATUS] }).toEqual({ code, status });
      }
    }
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...seen.keys()].sort());
  });

  it('recognises an RPC error payload by a known code and a message', () => {
    expect(isRpcErrorPayload({ code: 'NOT_FOUND', message: 'Not found' })).toBe(true);
    for (const { codes } of features) for (const code of Object.keys(codes)) expect(isRpcErrorPayload({ code, message: 'x' })).toBe(true);
    expect(isRpcErrorPayload({ code: 'NO_SUCH_CODE', message: 'x' })).toBe(false);
    expect(isRpcErrorPayload({ code: 'NOT_FOUND' })).toBe(false);
    expect(isRpcErrorPayload(null)).toBe(false);
    expect(isRpcErrorPayload('NOT_FOUND')).toBe(false);
  });
});
