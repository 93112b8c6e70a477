import { simplePdf } from '../lib/simple-pdf';

/** A one-file multipart body, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----shuruaat-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** A well-formed one-page PDF; `label` makes each file's bytes distinct. */
export function tinyPdf(label = 'Resume'): Buffer {
  return simplePdf([label]);
}

export type FormPart = { field: string; filename?: string; type?: string; data: Buffer | string };

/** A multipart body of any parts, to build the malformed ones browsers never send. */
export function multipartParts(parts: FormPart[], boundary = '----shuruaat-test-boundary') {
  const chunks = parts.flatMap(({ field, filename, type, data }) => {
    const name = filename === undefined ? '' : `; filename="${filename}"`;
    const contentType = type ? `\r\nContent-Type: ${type}` : '';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${name}${contentType}\r\n\r\n`;
    return [Buffer.from(head), Buffer.from(data), Buffer.from('\r\n')];
  });
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** Malformed multipart bodies for `field`, each named for what is wrong with it. */
export function malformedMultipart(field: string, file: Buffer) {
  const one = multipartParts([
    { field, filename: 'file.bin', type: 'application/octet-stream', data: file },
  ]);
  return {
    'no boundary': {
      headers: { 'content-type': 'multipart/form-data' },
      payload: one.payload,
    },
    'a body cut off inside the file': {
      headers: one.headers,
      payload: one.payload.subarray(0, one.payload.length - 40),
    },
    'a body that is not multipart at all': {
      headers: one.headers,
      payload: Buffer.from('garbage'),
    },
    'two files': multipartParts([
      { field, filename: 'a.bin', data: file },
      { field, filename: 'b.bin', data: file },
    ]),
    'a file in another field': multipartParts([
      { field: `${field}-x`, filename: 'a.bin', data: file },
    ]),
    'only a text field': multipartParts([{ field, data: 'just text' }]),
    'an empty file': multipartParts([{ field, filename: 'empty.bin', data: Buffer.alloc(0) }]),
  };
}
