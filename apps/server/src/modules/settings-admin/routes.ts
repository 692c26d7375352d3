import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  depositOffEdit,
  fieldNameParam,
  fieldRuleEdit,
  fieldRulesValue,
  idParam,
  maintenanceEdit,
  maintenanceValue,
  modIdParam,
  modulesValue,
  moduleToggle,
  paymentChannelEdit,
  paymentChannelsValue,
  regionsEdit,
  successEnvelope,
  withdrawRules,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { SettingsAdmin } from './service.ts';

/**
 * Settings of the merchant named by the Merchant header: whitelabel flags, register field rules,
 * maintenance and regions, deposit-off message, payment channels, withdrawal rules. Every change applies on
 * every node within the tenant cache's 5 s, without a restart.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsAdmin }> = async (
  app,
  { settings },
) => {
  const tags = ['back office: settings'];
  const read = { permission: 'settings.read' } as const;

  app.get(
    '/bo/v1/settings/modules',
    {
      config: read,
      schema: {
        tags,
        description: 'The whitelabel module tree (spec section 9), each flag with what it gates.',
        response: { 200: successEnvelope(modulesValue) },
      },
    },
    async (request) => ok(await settings.modules(request.tenant)),
  );
  app.put(
    '/bo/v1/settings/modules/:modId',
    {
      config: { permission: 'settings.manage', audit: 'settings.module' },
      schema: {
        tags,
        params: modIdParam,
        body: moduleToggle,
        response: { 200: successEnvelope(modulesValue) },
      },
    },
    async (request) => {
      const change = await settings.setModule(request.tenant, request.params.modId, request.body.enabled);
      request.auditChange = { target: `module:${request.params.modId}`, ...change };
      return ok(await settings.modules(request.tenant));
    },
  );

  app.get(
    '/bo/v1/settings/register-fields',
    {
      config: read,
      schema: { tags, response: { 200: successEnvelope(fieldRulesValue) } },
    },
    async (request) => ok(await settings.fieldRules(request.tenant)),
  );
  app.put(
    '/bo/v1/settings/register-fields/:name',
    {
      config: { permission: 'settings.manage', audit: 'settings.register-field' },
      schema: {
        tags,
        description:
          'A registration field: shown, required, length and pattern (from the shared pattern list).',
        params: fieldNameParam,
        body: fieldRuleEdit,
        response: { 200: successEnvelope(fieldRulesValue) },
      },
    },
    async (request) => {
      const change = await settings.setFieldRule(request.tenant, request.params.name, request.body);
      request.auditChange = { target: `register-field:${request.params.name}`, ...change };
      return ok(await settings.fieldRules(request.tenant));
    },
  );

  app.get(
    '/bo/v1/settings/maintenance',
    {
      config: read,
      schema: {
        tags,
        description: 'Maintenance, blocked countries and the deposit-off message.',
        response: { 200: successEnvelope(maintenanceValue) },
      },
    },
    async (request) => ok(settings.maintenance(request.tenant)),
  );
  app.put(
    '/bo/v1/settings/maintenance',
    {
      config: { permission: 'settings.manage', audit: 'settings.maintenance' },
      schema: {
        tags,
        description:
          'Maintenance on (with an optional end time) or off. Player calls answer system.maintenance; /bo stays open.',
        body: maintenanceEdit,
        response: { 200: successEnvelope(maintenanceValue) },
      },
    },
    async (request) => {
      const { on, until } = request.body;
      const change = await settings.setMaintenance(request.tenant, on, until ? new Date(until) : null);
      request.auditChange = { target: `merchant:${request.tenant.code}`, ...change };
      return ok(change.after);
    },
  );
  app.put(
    '/bo/v1/settings/regions',
    {
      config: { permission: 'settings.manage', audit: 'settings.regions' },
      schema: {
        tags,
        description: 'Blocked countries (ISO 3166 alpha-2): player calls from them are refused.',
        body: regionsEdit,
        response: { 200: successEnvelope(maintenanceValue) },
      },
    },
    async (request) => {
      const change = await settings.setRegions(request.tenant, request.body.countries);
      request.auditChange = { target: `merchant:${request.tenant.code}`, ...change };
      return ok(change.after);
    },
  );
  app.put(
    '/bo/v1/settings/deposit-off-message',
    {
      config: { permission: 'settings.manage', audit: 'settings.deposit-off-message' },
      schema: {
        tags,
        description: 'What the deposit page shows while the DEPOSIT flag is off, per language.',
        body: depositOffEdit,
        response: { 200: successEnvelope(maintenanceValue) },
      },
    },
    async (request) => {
      const change = await settings.setDepositOffMessage(request.tenant, request.body.message);
      request.auditChange = { target: `merchant:${request.tenant.code}`, ...change };
      return ok(change.after);
    },
  );

  app.get(
    '/bo/v1/settings/payment-channels',
    {
      config: read,
      schema: { tags, response: { 200: successEnvelope(paymentChannelsValue) } },
    },
    async (request) => ok(await settings.paymentChannels(request.tenant)),
  );
  app.put(
    '/bo/v1/settings/payment-channels/:id',
    {
      config: { permission: 'settings.manage', audit: 'settings.payment-channel' },
      schema: {
        tags,
        description:
          'A deposit channel: on/off, limits, fees, rebate, fixed amounts (minor units), order; a manual transfer (MT) channel names the bank account members pay into.',
        params: idParam,
        body: paymentChannelEdit,
        response: { 200: successEnvelope(paymentChannelsValue) },
      },
    },
    async (request) => {
      const change = await settings.setPaymentChannel(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `payment-channel:${request.params.id}`, ...change };
      return ok(await settings.paymentChannels(request.tenant));
    },
  );

  app.get(
    '/bo/v1/settings/withdrawal-rules',
    {
      config: read,
      schema: { tags, response: { 200: successEnvelope(withdrawRules) } },
    },
    async (request) => ok(await settings.withdrawRules(request.tenant)),
  );
  app.put(
    '/bo/v1/settings/withdrawal-rules',
    {
      config: { permission: 'settings.manage', audit: 'settings.withdrawal-rules' },
      schema: {
        tags,
        description:
          'Withdrawal rules the withdrawal code enforces: deposit turnover multiple, daily count and amount, fee (basis points), per-type min and max (minor units).',
        body: withdrawRules,
        response: { 200: successEnvelope(withdrawRules) },
      },
    },
    async (request) => {
      const change = await settings.setWithdrawRules(request.tenant, request.body);
      request.auditChange = { target: `merchant:${request.tenant.code}`, ...change };
      return ok(change.after);
    },
  );
};
