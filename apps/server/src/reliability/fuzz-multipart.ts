import fc from 'fast-check';
import { multipartParts } from '../test/uploads';
import type { Target } from './fuzz-locations';
import type { Call } from './operations';

const FILE_NAMES = [
  'logo.png',
  'resume.pdf',
  '../../etc/passwd',
  'a\u0000.pdf',
  '\u202efdp.exe',
  'नमस्ते.pdf',
  `${'x'.repeat(300)}.pdf`,
  '',
  'C:\\evil.pdf',
];

/** Uploads as browsers never send them: odd names and fields, cut-off or unbounded bodies. */
export function multipartBodies({ baseline, field, files }: Target): fc.Arbitrary<Call> {
  const data = fc.oneof(
    fc.constantFrom(files.png, files.pdf, Buffer.alloc(0), files.png.subarray(0, 20)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  );
  const part = fc.record({
    field: fc.constantFrom(field, 'file', ''),
    filename: fc.option(fc.constantFrom(...FILE_NAMES), { nil: undefined }),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', ''),
    data,
  });
  const form = fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => multipartParts(parts));
  return fc
    .oneof(
      form.map((body) => ({ contentType: body.headers['content-type'], payload: body.payload })),
      form.map((body) => ({
        contentType: body.headers['content-type'],
        payload: body.payload.subarray(0, body.payload.length / 2),
      })),
      form.map((body) => ({ contentType: 'multipart/form-data', payload: body.payload })),
      form.map((body) => ({
        contentType: 'multipart/form-data; boundary=other',
        payload: body.payload,
      })),
      fc.constant({
        contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
        payload: 'garbage',
      }),
    )
    .map((raw) => ({ ...baseline, raw }));
}
