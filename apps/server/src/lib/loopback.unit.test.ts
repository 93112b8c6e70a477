import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback addresses', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::FFFF:127.0.0.1',
    '::ffff:7f00:1',
  ])('%s is this machine', (address) => expect(isLoopbackAddress(address)).toBe(true));

  it.each([
    undefined,
    '',
    '10.0.0.5',
    '192.168.1.20',
    '0.0.0.0',
    '::',
    '::ffff:10.0.0.5',
    '::2',
    '1::1',
    'fe80::1',
    '128.0.0.1',
    '127.0.0.1.evil.example',
  ])('%s is not', (address) => expect(isLoopbackAddress(address)).toBe(false));

  it('counts localhost and loopback addresses as loopback hosts, and nothing else', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
    expect(isLoopbackHost('my-laptop.local')).toBe(false);
  });
});
