import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
});
