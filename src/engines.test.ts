/**
 * Clean install on the promised Node: every package in package-lock.json accepts Node 20.19 and the
 * Node running the tests, so `npm ci` prints no EBADENGINE warning. A dependency bump that needs a newer Node fails
 * here, naming the package, instead of warning on someone's install.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const promised = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

describe('engines', () => {
  for (const node of ['20.19.0', process.versions.node]) {
    it(`every locked package accepts Node ${node}`, () => {
      expect(semver.satisfies(node, promised), `package.json promises ${promised}`).toBe(true);
      const refusing = Object.entries(lock.packages)
        .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(node, p.engines.node, { includePrerelease: true }))
        .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${(p.engines as { node: string }).node}`);
      expect(refusing).toEqual([]);
    });
  }
});
