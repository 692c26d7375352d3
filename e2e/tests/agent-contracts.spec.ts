import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, useIsolatedServer, variants } from './helpers';
import { commonText, logIn, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 17 items 3-4 (decision 0056): a downline agent logs in, sees the contract popup with the offer's
// tier table, accepts it; the popup goes and the dividend page shows the signed contract. On a server of
// its own: accepting changes the demo agent's contracts, which the shared server's other specs keep.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000, mode: 'serial' });
const EN = commonText.EN;

// One width by default (CI time: each width starts a server of its own); E2E_ALL_VARIANTS=1 runs both.
for (const [device, size] of variants(Object.entries(widths), ([d]) => d === 'desktop')) {
  test.describe(`contract popup (${device})`, () => {
    const server = useIsolatedServer({
      port: device === 'phone' ? 4374 : 4375,
      cli: [],
      env: { ADMIN_PASSWORD },
    });

    test(`a downline agent accepts a dividend contract (${device})`, async ({ page, context }) => {
      await page.setViewportSize(size);
      await presetPreferences(context, { lang: 'EN' });
      await page.goto(`${server.url}/`);
      await logIn(page, EN, 'demo_agent', 'Demo#2026');
      const popup = page.getByRole('dialog', { name: 'Contract requests' });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('heading', { name: 'New contract request' })).toBeVisible();
      await expect(popup.getByRole('heading', { name: 'Dividend – Slots – Daily' })).toBeVisible();
      // The seeded tiers: 10 000 / 1 000 / 1 member / 10 %, 50 000 / 5 000 / 3 members / 15 %.
      const rows = popup.locator('.acc-table tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('10%');
      await expect(rows.nth(1)).toContainText('15%');
      await expect(rows.nth(1)).toContainText('50,000.00');
      await screenshot(page, `agent-contracts-popup-${device}`, false);

      await popup.getByRole('button', { name: 'Accept' }).click();
      const success = page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog').filter({ hasText: 'Success' }));
      await expect(success.getByText('Success')).toBeVisible();
      await success.getByRole('button', { name: 'OK' }).click();
      await expect(popup).toBeHidden();

      // The signed contract is on the dividend page of the agent centre.
      await page.goto(`${server.url}/?ac=agentDividendRecordCopy`);
      const panel = page.getByRole('dialog', { name: 'Agent centre' });
      await expect(panel.getByRole('heading', { name: 'My contract' })).toBeVisible();
      await expect(panel.getByText('Signed').first()).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Dividend – Slots – Daily' }).first()).toBeVisible();
      await screenshot(page, `agent-contracts-dividend-${device}`, false);
      // Reloading shows no popup: nothing is waiting any more.
      await page.reload();
      await expect(panel.getByRole('heading', { name: 'My contract' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Contract requests' })).toHaveCount(0);

      // The daily salary page: the seeded signed contract and its tiers.
      await page.goto(`${server.url}/?ac=agentDailyWages2`);
      await expect(panel.getByRole('heading', { name: 'Daily salary – Slots' })).toBeVisible();
      await expect(panel.locator('.acc-table').first()).toContainText('0.8%');
      await screenshot(page, `agent-contracts-daily-${device}`, false);
    });

    test(`the operator sees the contracts and dry-runs a settlement (${device})`, async ({ browser }) => {
      const admin = await browser.newPage({ viewport: size });
      await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD });
      await admin.goto(`${server.url}/admin/agent-contracts`);
      await expect(admin.getByRole('heading', { name: '代理合約' })).toBeVisible();
      await expect(admin.locator('table tbody tr').filter({ hasText: 'demo_agent' }).first()).toBeVisible();
      await screenshot(admin, `agent-contracts-admin-list-${device}`, false);
      // A new offer finds its agent by user name: a player is refused inline, the root agent is picked.
      await admin.getByRole('button', { name: '發起合約' }).click();
      const offer = admin.getByRole('dialog');
      const agentName = offer.getByLabel('代理帳號（頂層代理）');
      await agentName.fill('demo_member');
      await offer.getByRole('button', { name: '查詢' }).click();
      await expect(offer.getByText('這個帳號不是代理')).toBeVisible();
      await agentName.fill('demo_agent');
      await offer.getByRole('button', { name: '查詢' }).click();
      await expect(offer.getByText(/已選擇：demo_agent/)).toBeVisible();
      await screenshot(admin, `agent-contracts-admin-offer-${device}`, false);
      await offer.getByRole('button', { name: '取消' }).click();
      // The operator modifies the root agent's daily salary: a pending edit (E) the agent answers.
      const daily = admin.locator('table tbody tr').filter({ hasText: '日工資' }).first();
      await daily.getByRole('button', { name: '修改' }).click();
      const editor = admin.getByRole('dialog');
      // The tier table (decision 0059): two tiers, field by field; a tier not above the last is shown inline.
      const rows = editor.getByTestId('tier-table').locator('tbody tr');
      while ((await rows.count()) < 2) await editor.getByRole('button', { name: '新增等級' }).click();
      while ((await rows.count()) > 2) await editor.getByRole('button', { name: '刪除' }).last().click();
      const tiers = [
        ['10000', '1', '0.4'],
        ['50000', '3', '0.6'],
      ];
      for (const [i, [volume, members, rate]] of tiers.entries()) {
        await editor.getByLabel(`等級 ${i + 1} · 團隊投注量 ≥`).fill(volume!);
        await editor.getByLabel(`等級 ${i + 1} · 活躍人數 ≥`).fill(members!);
        await editor.getByLabel(`等級 ${i + 1} · 比例 / 金額`).fill(rate!);
        await editor.getByLabel(`等級 ${i + 1} · 比例類型`).selectOption('P');
      }
      await editor.getByLabel('等級 2 · 團隊投注量 ≥').fill('5000');
      await editor.getByRole('button', { name: '送出' }).click();
      await expect(editor.getByText('必須高於上一等級')).toBeVisible();
      await screenshot(admin, `agent-contracts-admin-tiers-${device}`, false);
      await editor.getByLabel('等級 2 · 團隊投注量 ≥').fill('50000');
      await editor.getByRole('button', { name: '送出' }).click();
      await expect(admin.locator('table tbody tr').filter({ hasText: 'E · 待確認（修改）' })).toBeVisible();
      await admin.goto(`${server.url}/admin/agent-contracts/settlements`);
      await admin.getByRole('button', { name: '試算（不發放）' }).click();
      await expect(admin.getByText('試算結果（未記錄、未發放）')).toBeVisible();
      await screenshot(admin, `agent-contracts-admin-settlement-${device}`, false);
      // Agent rebates run now (decision 0058): the same job once, its answer shown.
      await admin.getByRole('button', { name: '立即發放代理返點' }).click();
      await expect(admin.getByTestId('rebate-run-result')).toContainText('回收金額');
      await screenshot(admin, `agent-contracts-admin-rebates-${device}`);
      await admin.close();
    });
  });
}
