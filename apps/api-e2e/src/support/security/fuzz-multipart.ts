/**
 * Multipart bodies for the upload routes: parts under wrong field names, garbage file content
 * (never a type the route accepts: it starts with a NUL byte, so it is neither text nor any
 * accepted format's magic bytes), broken or non-multipart bodies, and for the interview submission
 * text fields the schema refuses. Each candidate is refused by construction.
 */
import fc from 'fast-check';
import { formatZodError, interviewSubmissionSchema, MediaMessages, nulCharacterMessage, nulFieldOf, type FileKind } from '@hirewise/contracts';
import type { FilePartSpec } from '../media-client';
import type { SecurityRequest } from './client';
import { INVALID_JSON, parseLikeBodyParser, type Refusal } from './fuzz-json';
import { hostileText, numberLikeText } from './fuzz-values';

export interface MultipartCandidate {
  kind: string;
  request: Pick<SecurityRequest, 'form' | 'raw'>;
  /** The exact answer, or `anyOf` when the parser's wording depends on where the bytes break. */
  expected: Refusal | { status: number; anyOf: readonly string[] };
}

export interface MultipartTarget {
  kind: FileKind;
  field: string;
  /** The interview submission's valid text fields (its schema then decides); none for plain uploads. */
  fields?: Record<string, string>;
}

const garbage = fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((bytes) => Buffer.concat([Buffer.from([0x00, 0xff, 0x00]), Buffer.from(bytes)]));
const wrongName = (right: string) =>
  fc.oneof(fc.constantFrom('file', 'upload', 'Resume', 'VIDEO', 'resume[]', 'video ', ' profile', 'photo', 'attachment', ''), fc.string({ unit: 'grapheme-ascii', maxLength: 12 })).filter((n) => n !== right);
/**
 * Control characters (other than CR and LF, which FormData escapes) are not allowed in a part's
 * header: busboy stops at such a header and the upload is refused as broken (400).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const HEADER_BREAKING = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const filename = fc.oneof(fc.constantFrom('cv.pdf', '../../etc/passwd', 'C:\\fakepath\\cv.pdf', '<script>.webm', 'photo.png', '"quoted".pdf', ''), fc.string({ unit: 'binary', maxLength: 40 })).filter((n) => !HEADER_BREAKING.test(n));

/** What the media service answers for the submission's text fields, or 'valid'. */
function fieldsVerdict(fields: Record<string, string>): Refusal | 'valid' {
  const parsed = interviewSubmissionSchema.safeParse(fields);
  if (!parsed.success) return { status: 400, message: formatZodError(parsed.error) };
  const nul = nulFieldOf(parsed.data);
  return nul ? { status: 400, message: nulCharacterMessage(nul) } : 'valid';
}

const PARSE_FAILURES = [MediaMessages.noFile, MediaMessages.uploadMalformed, MediaMessages.uploadAborted, 'Too many form fields'] as const;

export function multipartCandidates(target: MultipartTarget): fc.Arbitrary<MultipartCandidate> {
  const base = target.fields ?? {};
  /** Without a file under the right name: the plain uploads have no file; the submission is judged by its fields. */
  const withoutFile = (fields: Record<string, string>): Refusal | 'valid' => (target.fields ? fieldsVerdict(fields) : { status: 400, message: MediaMessages.noFile });

  const mutatedFields: fc.Arbitrary<Record<string, string>> = target.fields
    ? fc.oneof(
        fc.constant(base),
        fc.subarray(Object.keys(base), { minLength: 1 }).map((drop) => Object.fromEntries(Object.entries(base).filter(([k]) => !drop.includes(k)))),
        fc.record({ key: fc.constantFrom(...Object.keys(base)), value: fc.oneof(hostileText, numberLikeText, fc.constantFrom('[]', '[1,2]', '{"a":1}', '["x","y"]', 'null', '[80, 90]', '[101]', '[-1]')) }).map(({ key, value }) => ({ ...base, [key]: value })),
        fc.record({ key: fc.constantFrom('answers', 'questions', 'feedback'), text: hostileText }).map(({ key, text }) => ({ ...base, [key]: JSON.stringify([text]) })),
      )
    : fc.constant({});

  const wrongFieldFile: fc.Arbitrary<FilePartSpec> = fc.record({ field: wrongName(target.field), content: garbage, filename });
  const rightFieldGarbage: fc.Arbitrary<FilePartSpec> = fc.record({ field: fc.constant(target.field), content: garbage, filename });

  const forms: fc.Arbitrary<MultipartCandidate | undefined> = fc
    .record({ fields: mutatedFields, wrong: fc.array(wrongFieldFile, { maxLength: 3 }), bad: fc.option(rightFieldGarbage, { nil: undefined }) })
    .map(({ fields, wrong, bad }) => {
      const files = bad ? [...wrong, bad] : wrong;
      // A file under the route's field is sniffed as it arrives: garbage is refused before the fields are looked at.
      const expected = bad ? { status: 415, message: MediaMessages.wrongType[target.kind] } : withoutFile(fields);
      if (expected === 'valid') return undefined;
      return { kind: bad ? 'garbage-file' : 'wrong-field-names', request: { form: { fields, files } }, expected };
    });

  const brokenHeader: fc.Arbitrary<MultipartCandidate> = fc
    .record({ where: fc.constantFrom('filename', 'field'), text: fc.string({ maxLength: 6 }), control: fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 0x0a && c !== 0x0d && c !== 0x09) })
    .map(({ where, text, control }) => {
      const bad = `${text}${String.fromCharCode(control)}`;
      const part = where === 'filename' ? { field: target.field, content: Buffer.from('%PDF'), filename: bad } : { field: bad, content: Buffer.from('%PDF'), filename: 'x.pdf' };
      return { kind: `control-character-in-part-header:${where}`, request: { form: { files: [part] } }, expected: { status: 400, message: MediaMessages.uploadMalformed } };
    });

  const raws: fc.Arbitrary<MultipartCandidate> = fc.oneof(
    fc.record({ boundary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }), body: fc.uint8Array({ maxLength: 512 }) }).map(({ boundary, body }) => ({
      kind: 'garbage-multipart',
      request: { raw: { body: Buffer.from(body), contentType: `multipart/form-data; boundary=${boundary}` } },
      expected: { status: 400, anyOf: target.fields ? [...PARSE_FAILURES, 'Job id is required'] : PARSE_FAILURES },
    })),
    fc.record({ body: fc.string({ maxLength: 200 }), type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'multipart/mixed; boundary=x', 'application/x-www-form-urlencoded') }).map(({ body, type }) => ({
      kind: `not-multipart:${type}`,
      request: { raw: { body, contentType: type } },
      // The media service parses a JSON body like the gateway does: broken JSON is named as such.
      expected: { status: 400, message: type === 'application/json' && !parseLikeBodyParser(body).ok ? INVALID_JSON : MediaMessages.noFile },
    })),
  );

  return fc.oneof(forms, raws, brokenHeader).filter((c): c is MultipartCandidate => c !== undefined);
}
