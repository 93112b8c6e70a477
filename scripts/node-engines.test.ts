import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Manifest = { engines?: { node?: string } };
type Lock = { packages: Record<string, Manifest> };

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

const lowestNode = () => {
  const range = read<Manifest>('package.json').engines?.node ?? '';
  return semver.minVersion(range)?.version ?? 'unknown';
};

// cookie@2 and content-disposition@3 came in with minor updates of Fastify plugins and asked for
// Node 22, so `npm install` warned on the Node 20 the README promises (issue 25): package.json's
// overrides hold them at cookie@1 and content-disposition@2, which have the same functions.
describe('the Node version the project asks for', () => {
  it('is accepted by every installed package', () => {
    const lowest = lowestNode();
    const refusing = Object.entries(read<Lock>('package-lock.json').packages)
      .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(lowest, pkg.engines.node))
      .map(([path, pkg]) => `${path} needs ${pkg.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('is the one the README names', () => {
    const [major, minor] = lowestNode().split('.');
    expect(readFileSync('README.md', 'utf8')).toContain(`Node ${major}.${minor} or newer`);
  });
});
