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
