import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { siteOrigin } from './site-address';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;

const MACHINE = {
  lo: [nic('127.0.0.1', 'IPv4', true)],
  eth0: [nic('fe80::1', 'IPv6', false), nic('192.168.1.20', 'IPv4', false)],
};

describe('the address a server names itself by', () => {
  it('is the address it listens on', () => {
    expect(siteOrigin('127.0.0.1', 3000, MACHINE)).toBe('http://127.0.0.1:3000');
    expect(siteOrigin('localhost', 3000, MACHINE)).toBe('http://localhost:3000');
    expect(siteOrigin('::1', 3000, MACHINE)).toBe('http://[::1]:3000');
  });

  it('is this machine’s network address when it listens on every interface', () => {
    expect(siteOrigin('0.0.0.0', 3000, MACHINE)).toBe('http://192.168.1.20:3000');
    expect(siteOrigin('::', 3000, { lo: MACHINE.lo })).toBe('http://127.0.0.1:3000');
  });
});

describe('PUBLIC_URL', () => {
  it('defaults in development to the address listened on, so emailed links open the same site', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: 'localhost', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('is what it is set to, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shuruaat.in/' }).publicUrl).toBe(
      'https://shuruaat.in',
    );
  });

  it('keeps naming localhost in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:3000');
  });
});

describe('LOG_REQUESTS', () => {
  it('is off in development and on in production unless set', () => {
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    const production = { NODE_ENV: 'production', MAIL_ENABLED: 'false' };
    expect(loadConfig(production).logRequests).toBe(true);
    expect(loadConfig({ ...production, LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });
});
