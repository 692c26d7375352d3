import {
  BUSINESS_TIME_ZONE,
  type BrandCreate,
  type BrandEdit,
  type BrandListRow,
  type BrandValue,
  type FooterView,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { MerchantSettings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { StaffUser } from '../accounts/staff.ts';
import { houseVendors } from '../games/vendors.ts';
import { merchantRecords as merchants, type Tenant, type TenantService } from '../merchants/service.ts';
import * as repo from './repository.ts';
import type { CustomerServiceInput } from './repository.ts';

/** The help centre's categories every new merchant starts with (the footer's About links point at them). */
const starterHelpCategories = [
  { code: 'about', title: { TW: '關於我們', EN: 'About us', VI: 'Về chúng tôi' } },
  { code: 'terms', title: { TW: '條款與規則', EN: 'Terms', VI: 'Điều khoản' } },
  { code: 'responsible', title: { TW: '負責任博彩', EN: 'Responsible gaming', VI: 'Chơi có trách nhiệm' } },
  { code: 'faq', title: { TW: '常見問題', EN: 'FAQ', VI: 'Câu hỏi thường gặp' } },
];

/**
 * Whether a staff member may create brands and operate every merchant's brand: one scoped to all
 * merchants (staff.merchant_id null, decision 0029). Staff of one merchant see and edit only its brand.
 */
export function operatesAllMerchants(staff: StaffUser): boolean {
  return staff.merchantScope === null;
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** Brands (white label): each merchant's name, look, languages, currency, domains and footer resources. */
export function createBrands(
  db: Db,
  deps: {
    tenants: TenantService;
    catalogInvalidate: (merchantId: number) => void;
    /**
     * Customer-service entries as stored, type 3 addresses sealed (decision 0066): loaded before a
     * transaction (of the merchant when it exists; an embedded database has one connection), applied in it.
     */
    customerServiceSealer: (
      existingMerchantId: number | null,
    ) => Promise<(merchantId: number, entries: CustomerServiceInput[]) => CustomerServiceInput[]>;
  },
) {
  async function load(code: string): Promise<BrandValue | null> {
    const m = await merchants.findMerchantByCode(db, code);
    if (!m) return null;
    const [domains, resources, cs] = await Promise.all([
      merchants.listDomains(db, m.id),
      merchants.listResources(db, m.id),
      merchants.listCustomerService(db, m.id),
    ]);
    const s = m.settings;
    return {
      id: m.id,
      code: m.code,
      createdAt: new Date(m.created_at).toISOString(),
      brand: {
        name: s.brand.name,
        logoUrl: s.brand.logoUrl,
        faviconUrl: s.brand.faviconUrl,
        colors: s.brand.colors,
        languages: s.languages,
        defaultLanguage: s.defaultLanguage,
        currency: s.currency,
        timeZone: s.timeZone ?? BUSINESS_TIME_ZONE,
        licenceTexts: s.brand.licenceTexts ?? { EN: s.brand.licenceText },
        socialLinks: s.brand.socialLinks,
        copyrightYear: s.brand.copyrightYear,
        domains,
        resources: resources.map((r) => ({
          resourceType: r.resource_type,
          url: r.url,
          qrCodeUrl: r.qr_code_url,
          labelNameEn: r.label_name_en,
          labelNames: (r.label_names as Record<string, string> | null) ?? null,
        })),
        // A type 3 address is never shown back: staff type a new one or keep it (decision 0066).
        customerService: cs.map((c) => ({
          id: c.id,
          type: c.type,
          addressSet: c.type === 3 && c.path !== '',
          csType: c.cs_type,
          csPosition: c.cs_position,
          title: c.title,
          path: c.type === 3 ? '' : c.path,
          labelIds: c.label_ids,
        })),
      },
    };
  }

  function settingsOf(edit: BrandEdit, base: MerchantSettings | null): MerchantSettings {
    const licenceText = edit.licenceTexts.EN ?? edit.licenceTexts.TW ?? edit.licenceTexts.VI ?? '';
    return {
      ...(base ?? {
        analytics: { gtagId: null },
        imageCDNs: [],
        launchGameCDNs: [],
        defaultPassword: null,
      }),
      brand: {
        name: edit.name,
        logoUrl: edit.logoUrl,
        faviconUrl: edit.faviconUrl,
        colors: edit.colors,
        socialLinks: edit.socialLinks,
        copyrightYear: edit.copyrightYear,
        licenceText,
        licenceTexts: edit.licenceTexts,
      },
      languages: edit.languages,
      defaultLanguage: edit.defaultLanguage,
      currency: edit.currency,
      timeZone: edit.timeZone,
    };
  }

  async function refuseTakenHosts(hosts: string[], merchantId: number | null) {
    const taken = await repo.hostsOfOthers(db, hosts, merchantId);
    if (taken.length) throw new AppError('request_param_err', { domains: `taken: ${taken.join(',')}` });
  }

  function mustLoad(brand: BrandValue | null): BrandValue {
    if (!brand) throw new AppError('not.found');
    return brand;
  }

  return {
    async list(staff: StaffUser): Promise<BrandListRow[]> {
      const rows = await repo.listMerchants(db, operatesAllMerchants(staff) ? null : staff.merchantScope);
      const domains = await repo.listDomainsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        domains: domains.filter((d) => d.merchant_id === r.id).map((d) => d.host),
        maintenance: r.maintenance,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },

    /** The brand a staff member may see: their own merchant's, or any when scoped to all. */
    async get(staff: StaffUser, code: string): Promise<BrandValue> {
      const brand = mustLoad(await load(code));
      if (!operatesAllMerchants(staff) && brand.id !== staff.merchantScope)
        throw new AppError('permission.denied');
      return brand;
    },

    /**
     * A new merchant with everything it needs to be served on its domains at once: module tree, field
     * rules, game catalog (the template's enabled vendors, or the house vendors), the sandbox payment
     * channel, the help centre's categories, its footer resources and customer service.
     */
    async create(staff: StaffUser, input: BrandCreate): Promise<BrandValue> {
      if (!operatesAllMerchants(staff)) throw new AppError('permission.denied');
      if (await merchants.findMerchantByCode(db, input.code))
        throw new AppError('request_param_err', { code: 'taken' });
      await refuseTakenHosts(
        input.brand.domains.map((d) => d.host),
        null,
      );
      const template = input.templateMerchant
        ? await merchants.findMerchantByCode(db, input.templateMerchant)
        : null;
      if (input.templateMerchant && !template)
        throw new AppError('request_param_err', { templateMerchant: 'not found' });
      const sealCustomerService = await deps.customerServiceSealer(null);
      let merchantId: number;
      try {
        merchantId = await db.transaction().execute(async (trx) => {
          const id = await repo.insertMerchantSkeleton(trx, {
            code: input.code,
            settings: settingsOf(input.brand, null),
            domains: input.brand.domains,
          });
          await repo.replaceResources(trx, id, input.brand.resources);
          await repo.replaceCustomerService(trx, id, sealCustomerService(id, input.brand.customerService));
          if (template) await repo.copyVendors(trx, id, template.id);
          else await repo.enableVendors(trx, id, houseVendors);
          await repo.insertSandboxChannel(trx, id);
          await repo.insertHelpCategories(trx, id, starterHelpCategories);
          return id;
        });
      } catch (e) {
        // Another call took the code or a host between the check and the insert.
        if (isUniqueViolation(e)) throw new AppError('request_param_err', { code: 'taken' });
        throw e;
      }
      deps.tenants.invalidate(input.code);
      deps.catalogInvalidate(merchantId);
      return mustLoad(await load(input.code));
    },

    /** Changes everything but the code; answers the brand before and after for the audit log. */
    async update(staff: StaffUser, code: string, edit: BrandEdit) {
      const before = await this.get(staff, code);
      await refuseTakenHosts(
        edit.domains.map((d) => d.host),
        before.id,
      );
      const merchant = (await merchants.findMerchantByCode(db, code))!;
      const currencyChanged =
        edit.currency.code !== before.brand.currency.code ||
        edit.currency.decimals !== before.brand.currency.decimals;
      if (currencyChanged && (await merchantHasMembers(db, before.id)))
        throw new AppError('request_param_err', { currency: 'merchant has members' });
      try {
        const customerService = (await deps.customerServiceSealer(before.id))(
          before.id,
          edit.customerService,
        );
        await db.transaction().execute(async (trx) => {
          await repo.updateMerchantSettings(trx, before.id, settingsOf(edit, merchant.settings));
          await repo.replaceDomains(trx, before.id, edit.domains);
          await repo.replaceResources(trx, before.id, edit.resources);
          await repo.replaceCustomerService(trx, before.id, customerService);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('request_param_err', { domains: 'taken' });
        throw e;
      }
      deps.tenants.invalidate(code);
      return { before, after: mustLoad(await load(code)) };
    },

    /** The footer of a merchant: its resources, social links and licence text. */
    async footer(code: string) {
      const b = mustLoad(await load(code));
      return {
        resources: b.brand.resources.map((r) => ({
          ...r,
          resourceType: r.resourceType as 'ABOUT',
        })),
        socialLinks: b.brand.socialLinks,
        licenceTexts: b.brand.licenceTexts,
      };
    },

    /**
     * Publishes a footer: the merchant's resources, social links and licence text become these at once.
     * A saved draft is superseded and deleted in the same transaction (decision 0036).
     */
    async updateFooter(code: string, footer: FooterInput) {
      const before = await this.footer(code);
      const merchant = (await merchants.findMerchantByCode(db, code))!;
      const s = merchant.settings;
      const licenceText = licenceTextOf(footer.licenceTexts, s.brand.licenceText);
      await db.transaction().execute(async (trx) => {
        await repo.deleteFooterDraft(trx, merchant.id);
        await repo.updateMerchantSettings(trx, merchant.id, {
          ...s,
          brand: {
            ...s.brand,
            socialLinks: footer.socialLinks,
            licenceTexts: footer.licenceTexts,
            licenceText,
          },
        });
        await repo.replaceResources(trx, merchant.id, footer.resources);
      });
      deps.tenants.invalidate(code);
      return { before, after: await this.footer(code) };
    },

    /** The merchant's saved, unpublished footer (decision 0036); null when there is none. */
    async footerDraft(code: string) {
      const merchant = mustMerchant(await merchants.findMerchantByCode(db, code));
      const row = await repo.findFooterDraft(db, merchant.id);
      return row
        ? {
            draft: footerOfDraft(row.footer),
            updatedAt: row.updated_at.toISOString(),
            staffId: row.staff_id,
          }
        : { draft: null, updatedAt: null, staffId: null };
    },
    /** Saves (or replaces) the draft: members keep seeing the live footer; a preview link shows this. */
    async saveFooterDraft(code: string, footer: FooterInput, staffId: number) {
      const before = await this.footerDraft(code);
      const merchant = mustMerchant(await merchants.findMerchantByCode(db, code));
      await repo.upsertFooterDraft(db, merchant.id, footer, staffId, clock.now());
      return { before: before.draft, after: (await this.footerDraft(code)).draft! };
    },
    async discardFooterDraft(code: string) {
      const before = await this.footerDraft(code);
      if (!before.draft) throw new AppError('not.found');
      const merchant = mustMerchant(await merchants.findMerchantByCode(db, code));
      await repo.deleteFooterDraft(db, merchant.id);
      return before.draft;
    },
    /** Publishes the saved draft (it becomes the live footer and is deleted); not found without one. */
    async publishFooterDraft(code: string) {
      const { draft } = await this.footerDraft(code);
      if (!draft) throw new AppError('not.found');
      return this.updateFooter(code, draft);
    },
    /**
     * The footer a player site shows (decision 0036): the live one, or in a preview (`drafts`) the saved
     * draft when there is one, marked `draft`.
     */
    async footerView(tenant: Tenant, drafts: boolean): Promise<FooterView> {
      const row = drafts ? await repo.findFooterDraft(db, tenant.id) : undefined;
      if (row) {
        const f = footerOfDraft(row.footer);
        return {
          resources: f.resources.map((r) => ({
            resourceType: r.resourceType,
            url: r.url,
            qrCodeUrl: r.qrCodeUrl,
            labelNameEn: r.labelNameEn,
            ...(r.labelNames ? { labelNames: r.labelNames } : {}),
          })),
          socialLinks: f.socialLinks,
          licenceText: licenceTextOf(f.licenceTexts, tenant.info.brand.licenceText),
          licenceTexts: f.licenceTexts,
          draft: true,
        };
      }
      const b = tenant.info.brand;
      return {
        resources: tenant.info.resources,
        socialLinks: b.socialLinks,
        licenceText: b.licenceText,
        licenceTexts: b.licenceTexts ?? {},
        draft: false,
      };
    },
  };
}
export type Brands = ReturnType<typeof createBrands>;

interface FooterInput {
  resources: repo.ResourceInput[];
  socialLinks: { type: string; url: string; title: string }[];
  licenceTexts: { TW?: string; EN?: string; VI?: string };
}

/** The one licence line of the brand (older clients read it): the English text first, as before. */
const licenceTextOf = (texts: FooterInput['licenceTexts'], fallback: string) =>
  texts.EN ?? texts.TW ?? texts.VI ?? fallback;

const footerOfDraft = (f: repo.FooterDraft) => ({
  resources: f.resources.map((r) => ({ ...r, resourceType: r.resourceType as 'ABOUT' })),
  socialLinks: f.socialLinks,
  licenceTexts: f.licenceTexts,
});

function mustMerchant<M>(m: M | undefined): M {
  if (!m) throw new AppError('not.found');
  return m;
}

async function merchantHasMembers(db: Db, merchantId: number): Promise<boolean> {
  return (await repo.countMembers(db, merchantId)) > 0;
}
