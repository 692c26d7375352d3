import {
  fieldPatterns,
  moduleDescriptions,
  patternIds,
  type PatternId,
  type paymentChannelEdit,
  type WithdrawRules,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MerchantSettings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { merchantRecords as merchants, type Tenant, type TenantService } from '../merchants/service.ts';
import { withdrawPolicyFor } from '../wallet/withdrawals.ts';
import * as repo from './repository.ts';

type Channel = Awaited<ReturnType<typeof repo.listPaymentChannels>>[number];

function channelValue(c: Channel) {
  return {
    id: c.id,
    code: c.code,
    method: c.method,
    name: c.name as Record<string, string>,
    enabled: c.enabled,
    minAmount: Number(c.min_amount),
    maxAmount: Number(c.max_amount),
    feeBp: c.fee_bp,
    feeFixed: Number(c.fee_fixed),
    feeMin: c.fee_min === null ? null : Number(c.fee_min),
    feeMax: c.fee_max === null ? null : Number(c.fee_max),
    rebateBp: c.rebate_bp,
    fixAmounts: c.fix_amounts.map(Number),
    fixAmountOnly: c.fix_amount_only,
    sort: c.sort,
    receiver: c.receiver
      ? {
          bankName: c.receiver.bankName,
          accountName: c.receiver.accountName,
          accountNumber: c.receiver.accountNumber,
          branch: c.receiver.branch,
        }
      : null,
  };
}

/** The effective withdrawal rules of a merchant's settings, in minor units. */
export function withdrawRulesOf(settings: MerchantSettings): WithdrawRules {
  const p = withdrawPolicyFor(settings);
  return {
    depositTurnoverMultiple: p.depositTurnoverMultiple,
    dailyCount: p.dailyCount,
    dailyAmount: Number(p.dailyAmount),
    feeBp: p.feeBp,
    bankMin: Number(p.limits.B.min),
    bankMax: Number(p.limits.B.max),
    ewalletMin: Number(p.limits.E.min),
    ewalletMax: Number(p.limits.E.max),
  };
}

/**
 * The merchant's settings in the back office: whitelabel flags, register field rules, maintenance and
 * regions, payment channels, withdrawal rules and the deposit-off message. Maintenance, regions and flags
 * go through the same repository functions as the ops CLI (merchants/operations.ts). Every change drops the
 * merchant from the tenant cache; other nodes see it within TENANT_TTL_MS.
 */
export function createSettingsAdmin(db: Db, deps: { tenants: TenantService }) {
  async function fresh(code: string): Promise<Tenant> {
    deps.tenants.invalidate(code);
    const t = await deps.tenants.get(code);
    if (!t) throw new AppError('not.found');
    return t;
  }

  async function modules(tenant: Tenant) {
    const rows = await merchants.listModules(db, tenant.id);
    return {
      modules: rows.map((r) => ({
        modId: r.mod_id,
        parentModId: r.parent_mod_id,
        enabled: r.enabled,
        description: moduleDescriptions[r.mod_id] ?? null,
      })),
    };
  }

  async function fieldRules(tenant: Tenant) {
    const rows = await merchants.listFieldRules(db, tenant.id);
    return {
      rules: rows.map((r) => ({
        name: r.name,
        enabled: r.enabled,
        required: r.required,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
        type: r.type,
      })),
      patternIds: [...patternIds],
    };
  }

  const maintenance = (t: Tenant) => ({
    maintenance: t.maintenance,
    maintenanceEnd: t.maintenanceEnd ? new Date(t.maintenanceEnd).toISOString() : null,
    blockedCountries: t.blockedCountries,
    depositOffMessage: t.settings.depositOffMessage ?? {},
  });

  return {
    modules,
    async setModule(tenant: Tenant, modId: string, enabled: boolean) {
      const before = await modules(tenant);
      const row = before.modules.find((m) => m.modId === modId);
      if (!row) throw new AppError('not.found');
      await merchants.setModuleEnabled(db, tenant.code, modId, enabled);
      deps.tenants.invalidate(tenant.code);
      return { before: { modId, enabled: row.enabled }, after: { modId, enabled } };
    },

    fieldRules,
    async setFieldRule(
      tenant: Tenant,
      name: string,
      rule: {
        enabled: boolean;
        required: boolean;
        patternId: PatternId;
        minLength: number;
        maxLength: number;
      },
    ) {
      const before = (await fieldRules(tenant)).rules.find((r) => r.name === name);
      if (!before) throw new AppError('not.found');
      // Passwords: at least 64 characters are always accepted (SECURITY.md item 2; tenant service clamps).
      await repo.updateFieldRule(db, tenant.id, name, {
        ...rule,
        acceptedPattern: fieldPatterns[rule.patternId].pattern,
      });
      deps.tenants.invalidate(tenant.code);
      const after = (await fieldRules(tenant)).rules.find((r) => r.name === name)!;
      return { before, after };
    },

    maintenance: (tenant: Tenant) => maintenance(tenant),
    async setMaintenance(tenant: Tenant, on: boolean, until: Date | null) {
      if (on && until && until.getTime() <= clock.now().getTime())
        throw new AppError('request_param_err', { until: 'past' });
      const before = maintenance(await fresh(tenant.code));
      await merchants.setMaintenance(db, tenant.code, on, until);
      const after = maintenance(await fresh(tenant.code));
      return { before, after };
    },
    async setRegions(tenant: Tenant, countries: string[]) {
      const before = maintenance(await fresh(tenant.code));
      await merchants.setBlockedCountries(db, tenant.code, countries);
      const after = maintenance(await fresh(tenant.code));
      return { before, after };
    },
    async setDepositOffMessage(tenant: Tenant, message: MerchantSettings['depositOffMessage']) {
      const before = maintenance(await fresh(tenant.code));
      await repo.setSettingsKey(db, tenant.id, 'depositOffMessage', message);
      const after = maintenance(await fresh(tenant.code));
      return { before, after };
    },

    async paymentChannels(tenant: Tenant) {
      return { channels: (await repo.listPaymentChannels(db, tenant.id)).map(channelValue) };
    },
    async setPaymentChannel(tenant: Tenant, id: number, edit: z.infer<typeof paymentChannelEdit>) {
      const row = await repo.findPaymentChannel(db, tenant.id, id);
      if (!row) throw new AppError('not.found');
      if (row.method === 'MT' && !edit.receiver)
        throw new AppError('request_param_err', { receiver: 'required' });
      await repo.updatePaymentChannel(db, tenant.id, id, {
        enabled: edit.enabled,
        name: JSON.stringify(edit.name),
        minAmount: BigInt(edit.minAmount),
        maxAmount: BigInt(edit.maxAmount),
        feeBp: edit.feeBp,
        feeFixed: BigInt(edit.feeFixed),
        feeMin: edit.feeMin === null ? null : BigInt(edit.feeMin),
        feeMax: edit.feeMax === null ? null : BigInt(edit.feeMax),
        rebateBp: edit.rebateBp,
        fixAmounts: edit.fixAmounts.map(BigInt),
        fixAmountOnly: edit.fixAmountOnly,
        sort: edit.sort,
        receiver: row.method === 'MT' && edit.receiver ? JSON.stringify(edit.receiver) : null,
      });
      deps.tenants.invalidate(tenant.code);
      const after = (await repo.findPaymentChannel(db, tenant.id, id))!;
      return { before: channelValue(row), after: channelValue(after) };
    },

    async withdrawRules(tenant: Tenant) {
      return withdrawRulesOf((await fresh(tenant.code)).settings);
    },
    async setWithdrawRules(tenant: Tenant, rules: WithdrawRules) {
      const before = withdrawRulesOf((await fresh(tenant.code)).settings);
      await repo.setSettingsKey(db, tenant.id, 'withdraw', {
        depositTurnoverMultiple: rules.depositTurnoverMultiple,
        dailyCount: rules.dailyCount,
        dailyAmount: rules.dailyAmount,
        feeBp: rules.feeBp,
        limits: {
          B: { min: rules.bankMin, max: rules.bankMax },
          E: { min: rules.ewalletMin, max: rules.ewalletMax },
        },
      });
      const after = withdrawRulesOf((await fresh(tenant.code)).settings);
      return { before, after };
    },
  };
}
export type SettingsAdmin = ReturnType<typeof createSettingsAdmin>;
