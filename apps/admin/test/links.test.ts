import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureRoutes } from '../src/app/feature-routes.ts';

// A link inside the admin app must open a page: the dashboard's queue links once pointed at
// /cashier/deposits and /cashier/withdrawals, paths no feature registers.

const featuresDir = path.join(import.meta.dirname, '../src/features');
const sources = fs
  .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(featuresDir, f), 'utf8') }));

/** A registered route pattern ('members/:id') as a regular expression over a path. */
const patterns = featureRoutes.map(
  (r) => new RegExp(`^/${r.path.replace(/:[^/]+/g, '[^/]+')}$`.replace('^/$', '^/?$')),
);

describe('links between admin pages', () => {
  it('every fixed in-app link target is a registered route', () => {
    const targets = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\bto=\{?[^'"`}]*['"](\/[a-z0-9/_-]*)['"]/g)].map((m) => ({ file, to: m[1]! })),
    );
    expect(targets.length).toBeGreaterThan(0);
    const broken = targets.filter((t) => !patterns.some((p) => p.test(t.to.split('?')[0]!)));
    expect(broken).toEqual([]);
  });
});
