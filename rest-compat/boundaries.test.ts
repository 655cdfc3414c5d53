// rest-compat owns no business logic: it runs named GraphQL operations and reshapes their results. These
// checks keep it that way: no Prisma, no domain code, nothing from the server but the types it is
// called with, no input rules of its own (a body's types are checked against the zod schemas in common/,
// decision 0036), and every operation it sends is valid against the schema its types were made from.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../gateway/schema';
import { declaredOperations } from './operation';
import './index';

const root = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * What rest-compat code may import: Hono, the relay id helper, graphql and gql.tada (its typed documents),
 * common/ (the schemas its bodies are checked against among them), its own modules, and the server's
 * types. Not zod: the shapes are common's.
 */
function allowed(specifier: string, typeOnly: boolean): boolean {
  if (specifier === 'hono' || specifier.startsWith('hono/') || specifier === '@pothos/plugin-relay') return true;
  if (specifier === 'graphql' || specifier === 'gql.tada') return true;
  if (/^(\.\.\/)+common\//.test(specifier)) return true;
  if (
    specifier.startsWith('./') ||
    (specifier.startsWith('../') && !specifier.startsWith('../../') && !/^\.\.\/(gateway|web|prisma|common)\b/.test(specifier))
  )
    return true;
  return typeOnly && (specifier === 'graphql-yoga' || /^\.\.\/gateway\/(context|yoga)$/.test(specifier));
}

describe('rest-compat boundaries', () => {
  const files = sources(root);

  it('imports neither Prisma nor gateway code (domain, db, schema, auth), only types from the server', () => {
    expect(files.length).toBeGreaterThan(5);
    const offences: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
        if (!allowed(match[3], Boolean(match[2]))) offences.push(`${path.relative(root, file)}: ${match[0].trim()}`);
      }
      for (const match of text.matchAll(/\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g))
        offences.push(`${path.relative(root, file)}: dynamic ${match[1]}`);
      if (/\bprisma\b|\$queryRaw|\$executeRaw/i.test(text.replace(/\/\/.*$/gm, '')))
        offences.push(`${path.relative(root, file)}: mentions Prisma`);
    }
    expect(offences).toEqual([]);
  });

  it('declares no zod shapes of its own: a body is checked against the schema in common/', () => {
    const offences = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
      return /from\s+['"]zod['"]|\bz\.[a-z]+\(/.test(text) ? [path.relative(root, file)] : [];
    });
    expect(offences).toEqual([]);
  });

  it('types its documents from the schema as it is (run `npm run schema` after changing it)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rest-compat-'));
    try {
      const output = path.join(dir, 'graphql-env.d.ts');
      execFileSync(
        process.execPath,
        [path.resolve(root, '../node_modules/gql.tada/bin/cli.js'), 'generate', 'output', '--output', output],
        {
          cwd: path.resolve(root, '..'),
          stdio: 'pipe',
        },
      );
      expect(readFileSync(output, 'utf8')).toBe(readFileSync(path.join(root, '__generated__/graphql-env.d.ts'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends only named operations that are valid against the schema', () => {
    const operations = [...declaredOperations()];
    expect(operations.length).toBeGreaterThan(10);
    for (const [name, document] of operations) {
      expect(name, name).toMatch(/^Rest[A-Z]/);
      expect(
        validate(schema, parse(document)).map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });
});
