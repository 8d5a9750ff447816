import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node.js the scripts run on', () => {
  it('should satisfy the engines the project declares', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('should be the Node.js the project pins in its devDependencies', () => {
    // npm puts node_modules/.bin first on PATH, so every npm script runs on the pinned Node.
    expect(semver.satisfies(process.version, manifest.devDependencies.node!)).toBe(true);
  });
});
