import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boCategories,
  boCredential,
  boCredentialUpdate,
  boGameParams,
  boGameQuery,
  boGameRow,
  boGameUpdate,
  boHouseGame,
  boHouseParams,
  boHouseUpdate,
  boVendorParams,
  boVendorQuery,
  boVendorRow,
  boVendorUpdate,
  boWalletModeUpdate,
  pageOf,
  successEnvelope,
} from '@portal/contract';
import { z } from 'zod';
import { AppError, ok } from '../../lib/app-error.ts';
import { imageUploadLimits, readImageUpload } from '../../lib/image-upload.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import { requirePlatformStaff } from '../../lib/staff-scope.ts';
import { vendorSorts } from './repository.ts';
import type { GamesAdmin } from './service.ts';

const tags = ['back office'];
const vendorColumns = [
  'code',
  'name',
  'gameType',
  'enabled',
  'isHot',
  'sort',
  'maintenance',
  'walletMode',
  'available',
  'games',
].map((key) => ({ key }));
const gameColumns = [
  { key: 'id' },
  { key: 'vendor' },
  { key: 'code' },
  { key: 'name', value: (r: { name: { TW: string } }) => r.name.TW },
  { key: 'gameType' },
  { key: 'classify' },
  { key: 'enabled' },
  { key: 'isHot' },
  { key: 'sort' },
  { key: 'icon' },
];

/** Back office: vendors, games and house game settings of the merchant (issue 15 item 7, decision 0032). */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ gamesAdmin: GamesAdmin }> = async (
  app,
  { gamesAdmin },
) => {
  app.get(
    '/bo/v1/games/vendors',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description:
          "The merchant's vendors (enabled or not) with maintenance, wallet mode and availability.",
        querystring: boVendorQuery,
        response: { 200: successEnvelope(pageOf(boVendorRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, vendorSorts, { column: 'mv.sort', direction: 'asc' });
      const page = await gamesAdmin.vendors(
        request.tenant.id,
        { gameType: q.gameType, enabled: q.enabled, maintenance: q.maintenance },
        { ...pageWindow(q), ...order },
      );
      if (q.format === 'csv') return sendCsv(reply, 'vendors', vendorColumns, page.rows);
      return ok(page);
    },
  );

  app.put(
    '/bo/v1/games/vendors/:code',
    {
      config: { permission: 'games.manage', audit: 'games.vendor.update' },
      schema: {
        tags,
        description:
          'Enable or disable the vendor for this merchant, its hot flag and order, and maintenance with the message players see (per language).',
        params: boVendorParams,
        body: boVendorUpdate,
        response: { 200: successEnvelope(boVendorRow) },
      },
    },
    async (request) => {
      const { before, after } = await gamesAdmin.updateVendor(
        request.tenant.id,
        request.params.code,
        request.body,
      );
      request.auditChange = { target: `vendor:${request.params.code}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/games/vendors/:code/credential',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description: "The vendor's addresses and whether a secret is set; the secret itself is never sent.",
        params: boVendorParams,
        response: { 200: successEnvelope(boCredential) },
      },
    },
    async (request) => ok(await gamesAdmin.credential(request.tenant.id, request.params.code)),
  );

  app.put(
    '/bo/v1/games/vendors/:code/credential',
    {
      config: { permission: 'games.manage', audit: 'games.vendor.credential' },
      schema: {
        tags,
        description:
          'Platform-wide (staff of every merchant, or an OWNER): sets the credential, the secret encrypted at rest. Leave `secret` out to keep the stored one.',
        params: boVendorParams,
        body: boCredentialUpdate,
        response: { 200: successEnvelope(boCredential) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after } = await gamesAdmin.saveCredential(
        request.tenant.id,
        request.params.code,
        request.body,
      );
      request.auditChange = {
        target: `vendor:${request.params.code}`,
        before,
        after: { ...after, secretChanged: request.body.secret !== undefined },
      };
      return ok(after);
    },
  );

  app.put(
    '/bo/v1/games/vendors/:code/wallet-mode',
    {
      config: { permission: 'games.manage', audit: 'games.vendor.walletMode' },
      schema: {
        tags,
        description:
          'Platform-wide: switches the wallet mode within the modes the vendor supports; refused while members hold money at the vendor or transfers are pending.',
        params: boVendorParams,
        body: boWalletModeUpdate,
        response: { 200: successEnvelope(z.object({ walletMode: z.enum(['seamless', 'transfer']) })) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after } = await gamesAdmin.setWalletMode(
        request.tenant.id,
        request.params.code,
        request.body.walletMode,
      );
      request.auditChange = { target: `vendor:${request.params.code}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/games/games',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description: "The merchant's games with its own settings (enabled, hot, order, icon, classify).",
        querystring: boGameQuery,
        response: { 200: successEnvelope(pageOf(boGameRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { sort: 'sort', id: 'id', code: 'code', vendor: 'vendor' } as const, {
        column: 'sort',
        direction: 'asc',
      });
      const page = await gamesAdmin.games(
        request.tenant.id,
        {
          vendor: q.vendor,
          gameType: q.gameType,
          classify: q.classify,
          enabled: q.enabled,
          hot: q.hot,
          name: q.name,
        },
        { ...pageWindow(q), sort: order.column, direction: order.direction },
      );
      if (q.format === 'csv') return sendCsv(reply, 'games', gameColumns, page.rows);
      return ok(page);
    },
  );

  app.put(
    '/bo/v1/games/games/:id',
    {
      config: { permission: 'games.manage', audit: 'games.game.update' },
      schema: {
        tags,
        description:
          'Enable, hot flag, order and classify of a game for this merchant; the catalog shows it at once.',
        params: boGameParams,
        body: boGameUpdate,
        response: { 200: successEnvelope(boGameRow) },
      },
    },
    async (request) => {
      const { before, after } = await gamesAdmin.updateGame(
        request.tenant.id,
        request.params.id,
        request.body,
      );
      request.auditChange = { target: `game:${request.params.id}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/games/categories',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description: "Game types and classifies of the merchant's games, with their counts.",
        response: { 200: successEnvelope(boCategories) },
      },
    },
    async (request) => ok(await gamesAdmin.categories(request.tenant.id)),
  );

  app.get(
    '/bo/v1/games/house',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description:
          'House games: declared RTP variants, the chosen one, and the stake limits (minor units).',
        response: { 200: successEnvelope(z.array(boHouseGame)) },
      },
    },
    async (request) => ok(await gamesAdmin.houseGames(request.tenant.id)),
  );

  app.put(
    '/bo/v1/games/house/:code',
    {
      config: { permission: 'games.manage', audit: 'games.house.update' },
      schema: {
        tags,
        description:
          "A house game's RTP variant (within the declared set) and stake limits (within the engine's).",
        params: boHouseParams,
        body: boHouseUpdate,
        response: { 200: successEnvelope(boHouseGame) },
      },
    },
    async (request) => {
      const { before, after } = await gamesAdmin.updateHouseGame(
        request.tenant.id,
        request.params.code,
        request.body,
      );
      request.auditChange = { target: `house:${request.params.code}`, before, after };
      return ok(after);
    },
  );

  // A game's icon: one PNG, JPEG or ICO of at most 5 MB, stored by app.media.
  const iconScope: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(1) });
    scope.post(
      '/bo/v1/games/games/:id/icon',
      {
        config: { permission: 'games.manage', audit: 'games.game.icon' },
        schema: {
          tags,
          description:
            "multipart/form-data with one `image` (PNG, JPEG or ICO, at most 5 MB): the game's icon.",
          consumes: ['multipart/form-data'],
          params: boGameParams,
          response: { 200: successEnvelope(boGameRow) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('image.invalid');
        const { images } = await readImageUpload(request, {
          fileField: 'image',
          fields: [],
          maxFiles: 1,
          invalid: 'image.invalid',
        });
        if (!images[0]) throw new AppError('image.invalid');
        const { before, after } = await gamesAdmin.uploadIcon(
          request.tenant.id,
          request.params.id,
          images[0].bytes,
        );
        request.auditChange = {
          target: `game:${request.params.id}`,
          before: { icon: before.icon },
          after: { icon: after.icon },
        };
        return ok(after);
      },
    );
  };
  await app.register(iconScope);
};
