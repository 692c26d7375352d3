import type { LocalOpsValue, OpsCommand } from '@portal/contract';
import { DataDirLockedError, type LockHolder } from '@portal/pglite-kysely';
import { openDatabase } from './db/setup.ts';
import { loadConfig } from './env.ts';
import { createAccountService } from './modules/accounts/service.ts';
import { createAuditLog } from './modules/audit/service.ts';
import { LOCAL_OPS_PATH } from './modules/merchants/local-routes.ts';
import { createOperations } from './modules/merchants/operations.ts';
import { parseOpsArgs } from './modules/merchants/ops-commands.ts';
import { createTenantService } from './modules/merchants/service.ts';

/**
 * Operations CLI, against the same database as the server (DATA_DIR or DATABASE_URL):
 *   maintenance <merchant> on [--until <ISO time>] | off
 *   region <merchant> block <CC,CC,...> | clear
 *   module <merchant> <MODID> on | off          (a feature flag of the whitelabel module tree)
 *   default-password <merchant> <password> | clear   (logging in with it forces a password change)
 *   reset-password <merchant> <username>        (sets the account's password to the default one)
 *   analytics <merchant> <gtagId> | clear        (Google Analytics, loaded after the visitor consents)
 *   cdn <merchant> image|launch <url,...> | clear   (image and game launch CDNs, first one used)
 *   audit verify                                 (checks the back office's audit log chain, names a break)
 * Several commands run in one go when separated by a lone `+` (one database opening for all).
 *
 * An embedded database folder a running server holds is never opened a second time: the commands go to
 * that server's local admin call (its address and token are in the folder's lock file), which applies
 * them at once. On PostgreSQL the CLI writes to the database; servers see it within the tenant cache
 * time (5 s, decision 0015).
 */
async function main(argv: string[]): Promise<string> {
  const commands = parseOpsArgs(argv);
  const config = loadConfig();
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase({ ...config, lock: { role: 'cli' } });
  } catch (error) {
    if (error instanceof DataDirLockedError) return viaServer(error, commands);
    throw error;
  }
  const { db } = opened;
  try {
    const accounts = createAccountService(db);
    const operations = createOperations(db, {
      tenants: createTenantService(db),
      resetToDefaultPassword: (tenant, username) => accounts.resetToDefaultPassword(tenant, username),
      audit: createAuditLog(db),
    });
    return (await runOrExplain(() => operations.runAll(commands))).join('\n');
  } finally {
    await db.destroy();
  }
}

/** Refusals of the operations carry the operator's reason; print that rather than the error code. */
async function runOrExplain<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = (error as { value?: { reason?: string } }).value?.reason;
    throw reason ? new Error(reason) : error;
  }
}

async function viaServer(locked: DataDirLockedError, commands: OpsCommand[]): Promise<string> {
  const holder: LockHolder = locked.holder;
  if (holder.role !== 'server' || typeof holder.url !== 'string' || typeof holder.token !== 'string')
    throw locked;
  const url = `${holder.url}${LOCAL_OPS_PATH}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${holder.token}`,
        language: 'EN',
      },
      body: JSON.stringify({ commands }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new Error(
      `the server (process ${holder.pid}) holds ${locked.dir} but does not answer at ${holder.url}; it may still be starting: try again`,
    );
  }
  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    value?: LocalOpsValue & { reason?: string };
    errorCode?: string;
    message?: string;
  } | null;
  if (!body?.success || !body.value)
    throw new Error(
      body?.value?.reason ??
        `the server (process ${holder.pid}) refused the commands: ${body?.message ?? res.status} (${body?.errorCode ?? 'no answer'})`,
    );
  console.error(`(applied by the running server, process ${holder.pid})`);
  return body.value.results.join('\n');
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
