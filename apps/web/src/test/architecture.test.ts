import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md #10 as a check: a feature imports only itself and shared code (components, lib, stores,
// domain); the
// customer site and the back office meet only in src/app; nothing re-exports through a barrel file.

const SRC = resolve(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'|import '(\.[^']+)'/g)].map((match) =>
    resolve(dirname(file), match[1] ?? match[2] ?? ''),
  );
}

const topFolder = (path: string) => relative(SRC, path).split(sep)[0];
const featureOf = (path: string) => relative(FEATURES, path).split(sep)[0];

describe('module boundaries', () => {
  it('features never import another feature or the app', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      for (const target of relativeImports(file)) {
        const crossesFeature = topFolder(target) === 'features' && featureOf(target) !== featureOf(file);
        if (crossesFeature || topFolder(target) === 'app') {
          offences.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('shared code (components, lib, stores) never imports features or the app', () => {
    const shared = ['components', 'lib', 'stores'].flatMap((folder) => sourceFiles(join(SRC, folder)));
    const offences = shared.flatMap((file) =>
      relativeImports(file)
        .filter((target) => ['features', 'app'].includes(topFolder(target) ?? ''))
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`),
    );
    expect(offences).toEqual([]);
  });

  it('has no barrel files', () => {
    const barrels = sourceFiles(SRC).filter((file) => /^index\.tsx?$/.test(file.split(sep).pop() ?? ''));
    expect(barrels).toEqual([]);
  });
});
