import type { OpsCommand } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';
import type { Tenant, TenantService } from './service.ts';
import type { AuditLog } from '../audit/service.ts';

/**
 * The operations of the ops CLI (maintenance, region, feature flags, default password, password reset).
 * The CLI runs them here on the database when no server holds it, and a running server runs them for the
 * CLI through its local admin call (local-routes.ts): one implementation either way. Each change drops
 * the merchant from the given tenant cache, so that process serves it at once.
 */
export function createOperations(
  db: Db,
  deps: {
    tenants: TenantService;
    /** Sets an account's password to the merchant's default one (accounts service). */
    resetToDefaultPassword: (tenant: Tenant, username: string) => Promise<boolean>;
    /** The audit log: each change is written there as an action of the ops CLI; `verify` checks the chain. */
    audit: AuditLog;
  },
) {
  /** Operator-facing refusals carry their reason in English, as the CLI prints them. */
  const refuse = (reason: string) => new AppError('not.found', { reason });

  async function run(command: OpsCommand): Promise<string> {
    if (command.op === 'audit-verify') {
      const check = await deps.audit.verify();
      if (!check.ok)
        throw refuse(
          `audit log chain broken at row ${check.brokenAt} (${check.checked} rows before it are whole)`,
        );
      return `audit log chain whole: ${check.checked} rows`;
    }
    const result = await apply(command);
    const merchantId = (await deps.tenants.get(command.merchant))?.id ?? null;
    await deps.audit.record(
      { merchantId, staffId: null, staffUsername: 'ops-cli', ip: 'local', userAgent: 'cli.ts' },
      {
        action: `ops.${command.op}`,
        target: `merchant:${command.merchant}`,
        after: redactedCommand(command),
        outcome: 200,
      },
    );
    return result;
  }

  async function apply(command: Exclude<OpsCommand, { op: 'audit-verify' }>): Promise<string> {
    const { merchant } = command;
    switch (command.op) {
      case 'maintenance': {
        const until = command.on && command.until ? new Date(command.until) : null;
        if (!(await repo.setMaintenance(db, merchant, command.on, until)))
          throw refuse(`no merchant ${merchant}`);
        deps.tenants.invalidate(merchant);
        return `maintenance ${command.on ? 'on' : 'off'} for ${merchant}${until ? ` until ${until.toISOString()}` : ''}`;
      }
      case 'region':
        if (!(await repo.setBlockedCountries(db, merchant, command.countries)))
          throw refuse(`no merchant ${merchant}`);
        deps.tenants.invalidate(merchant);
        return `blocked countries of ${merchant}: ${command.countries.join(',') || 'none'}`;
      case 'module':
        if (!(await repo.setModuleEnabled(db, merchant, command.modId, command.enabled)))
          throw refuse(`no module ${command.modId} for ${merchant}`);
        deps.tenants.invalidate(merchant);
        return `${command.modId} ${command.enabled ? 'on' : 'off'} for ${merchant}`;
      case 'default-password':
        if (!(await repo.setDefaultPassword(db, merchant, command.password)))
          throw refuse(`no merchant ${merchant}`);
        deps.tenants.invalidate(merchant);
        return `default password of ${merchant} ${command.password === null ? 'cleared' : 'set'}`;
      case 'reset-password': {
        const tenant = await deps.tenants.get(merchant);
        if (!tenant) throw refuse(`no merchant ${merchant}`);
        if (!(await deps.resetToDefaultPassword(tenant, command.username)))
          throw refuse(
            `no account ${command.username} in ${merchant}, or no default password (set one first)`,
          );
        return `password of ${command.username} reset to the default; it must be changed at the next login`;
      }
      case 'analytics':
        if (!(await repo.setWebSetting(db, merchant, { analytics: { gtagId: command.gtagId } })))
          throw refuse(`no merchant ${merchant}`);
        deps.tenants.invalidate(merchant);
        return `analytics of ${merchant}: ${command.gtagId ?? 'none'}`;
      case 'cdn': {
        const setting =
          command.kind === 'image' ? { imageCDNs: command.urls } : { launchGameCDNs: command.urls };
        if (!(await repo.setWebSetting(db, merchant, setting))) throw refuse(`no merchant ${merchant}`);
        deps.tenants.invalidate(merchant);
        return `${command.kind} CDNs of ${merchant}: ${command.urls.join(',') || 'none'}`;
      }
    }
  }

  return {
    /** Runs the commands in order; the first refusal stops the rest (those before it stay done). */
    async runAll(commands: OpsCommand[]): Promise<string[]> {
      const results: string[] = [];
      for (const command of commands) results.push(await run(command));
      return results;
    },
  };
}
export type Operations = ReturnType<typeof createOperations>;

/** A command as the audit log keeps it: a default password is never written there. */
function redactedCommand(command: OpsCommand): unknown {
  return command.op === 'default-password'
    ? { ...command, password: command.password === null ? null : '[redacted]' }
    : command;
}
