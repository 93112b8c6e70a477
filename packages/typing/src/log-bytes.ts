// Bytes of the keystroke log: unsigned varints, UTF-8 strings and URL-safe base64 (so the log
// travels inside a JSON body without a compression library in the browser).

export class LogFormatError extends Error {}

export class Writer {
  private bytes = new Uint8Array(1024);
  private size = 0;
  private ensure(extra: number): void {
    if (this.size + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.size + extra));
    grown.set(this.bytes.subarray(0, this.size));
    this.bytes = grown;
  }
  byte(value: number): void {
    this.ensure(1);
    this.bytes[this.size++] = value;
  }
  uint(value: number): void {
    this.ensure(8);
    let v = Math.max(0, Math.floor(value));
    while (v >= 0x80) {
      this.bytes[this.size++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.size++] = v;
  }
  string(value: string): void {
    const encoded = new TextEncoder().encode(value);
    this.uint(encoded.length);
    this.ensure(encoded.length);
    this.bytes.set(encoded, this.size);
    this.size += encoded.length;
  }
  result(): Uint8Array {
    return this.bytes.subarray(0, this.size);
  }
}

export class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  uint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i += 1) {
      if (this.at >= this.bytes.length)
        throw new LogFormatError('The log ends in the middle of a number.');
      const byte = this.bytes[this.at++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
    throw new LogFormatError('The log has a number that is too long.');
  }
  byte(): number {
    if (this.at >= this.bytes.length)
      throw new LogFormatError('The log ends in the middle of a key.');
    return this.bytes[this.at++] ?? 0;
  }
  string(): string {
    const length = this.uint();
    if (this.at + length > this.bytes.length)
      throw new LogFormatError('The log ends in the middle of a text.');
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      this.bytes.subarray(this.at, this.at + length),
    );
    this.at += length;
    return text;
  }
  done(): boolean {
    return this.at >= this.bytes.length;
  }
}

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 4) / 3));
    for (let k = 0; k < chars; k += 1) out.push(ALPHABET.charAt((n >> (18 - 6 * k)) & 63));
  }
  return out.join('');
}

export function fromBase64Url(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new LogFormatError('The log is not valid base64url.');
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let size = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    const group = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k += 1) {
      const value = k < group ? LOOKUP.get(text.charAt(i + k)) : 0;
      if (value === undefined) throw new LogFormatError('The log is not valid base64url.');
      n = (n << 6) | value;
    }
    for (let k = 0; k < group - 1; k += 1) bytes[size++] = (n >> (16 - 8 * k)) & 0xff;
  }
  return bytes.subarray(0, size);
}
