import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the ESLint config is plain JavaScript without types.
import { featureDeps } from '../../../eslint.config.js';

// The layering rules of decision 0018, run on samples placed where real files would be.
const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });
async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

const sqlSample = `import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
export async function f(db: Db) {
  await db.selectFrom('customer').selectAll().execute();
  await db.updateTable('customer').set({ avatar: 'x' }).execute();
  return sql\`select 1\`.execute(db);
}
`;

describe('structure lint rules', () => {
  it('refuse SQL in a service and allow it in a repository', async () => {
    const inService = await ruleIds('apps/server/src/modules/wallet/sample.ts', sqlSample);
    expect(inService.filter((r) => r === 'no-restricted-syntax')).toHaveLength(3);
    expect(inService).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('apps/server/src/modules/wallet/sample-repository.ts', sqlSample)).toEqual([]);
  });

  it("refuse a module importing another module's repository", async () => {
    const code = `import { findDraw } from '../lottery/repository.ts';\nexport const f = findDraw;\n`;
    expect(await ruleIds('apps/server/src/modules/wallet/sample.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('keep the web features free of cycles', () => {
    const deps = featureDeps as Record<string, string[]>;
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (f: string, path: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'visiting') throw new Error(`cycle: ${[...path, f].join(' -> ')}`);
      state.set(f, 'visiting');
      for (const d of deps[f] ?? []) visit(d, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of Object.keys(deps)) expect(() => visit(f, [])).not.toThrow();
  });

  it("refuse a web feature importing one it may not, or another feature's internals", async () => {
    const file = 'apps/web/src/features/lottery/components/sample.tsx';
    expect(
      await ruleIds(
        file,
        `import { MemberCentreHost } from '@/features/member-centre';\nexport const x = MemberCentreHost;\n`,
      ),
    ).toEqual(['no-restricted-imports']);
    expect(await ruleIds(file, `import { x } from '@/features/auth/lib/y';\nexport const z = x;\n`)).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await ruleIds(
        file,
        `import { useRequireLogin } from '@/features/auth';\nexport const z = useRequireLogin;\n`,
      ),
    ).toEqual([]);
  });
});
