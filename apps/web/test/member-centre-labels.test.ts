import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/i18n';

const { TW: zhHant, EN: en, VI: vi } = messages;

/**
 * Issue 14 item 6: the withdrawal page titled its summary 存款明細 (deposit details): it borrowed the
 * deposit screen's key. Each member-centre file may use the keys of its own screen(s) and the
 * `memberCentre.shared` labels, never another screen's own key (whose text may change for that screen).
 */
const dir = fileURLToPath(new URL('../src/features/member-centre/', import.meta.url));

/** The `memberCentre.<namespace>` blocks each file may use, besides `shared`. */
const ownNamespaces: Record<string, string[]> = {
  'routes/betting-record-page.tsx': ['bets'],
  'routes/bonus-details-page.tsx': ['bonusDetails'],
  'routes/missions-page.tsx': ['missions'],
  'routes/reward-centre-page.tsx': ['rewards'],
  'routes/manual-rebate-page.tsx': ['manualRebate'],
  'routes/deposit-page.tsx': ['deposit'],
  // The wallet page holds the transfer form.
  'routes/my-wallet-page.tsx': ['wallet', 'transfer', 'walletFold'],
  'routes/personal-profit-page.tsx': ['pnl'],
  'routes/security-center-page.tsx': ['security'],
  'routes/transaction-history-page.tsx': ['record'],
  'routes/transfer-upline-page.tsx': ['upline'],
  'routes/withdraw-page.tsx': ['withdraw', 'withdrawSummary'],
  // A sports bet's legs, under its row of the betting record.
  'components/bet-legs.tsx': ['bets'],
  'components/amount-field.tsx': ['amount'],
  'components/bank-cards-section.tsx': ['security'],
  'components/card-picker.tsx': ['withdraw'],
  'components/deposit-form.tsx': ['deposit', 'promo'],
  'components/deposit-order-view.tsx': ['deposit', 'depositBonus'],
  'components/deposit-promotions.tsx': ['promo'],
  'components/live-notices.tsx': ['live'],
  'components/raffle-tip.tsx': ['rewards'],
  'components/manual-transfer.tsx': ['deposit'],
  'components/payment-password-field.tsx': ['security'],
  'components/payment-password-form.tsx': ['security'],
  // Transfers are ledger transactions: their status words are the record's.
  'components/recent-transfers.tsx': ['transfer', 'record'],
  'components/recent-withdrawals.tsx': ['withdraw'],
  'components/wallet-transfer-form.tsx': ['transfer', 'amount', 'wallet'],
  // The panel's own keys: its title, menu and page names.
  'components/member-centre-panel.tsx': ['title', 'menu', 'pages'],
};

function sourceFiles(): string[] {
  const out: string[] = [];
  for (const sub of ['routes', 'components']) {
    for (const f of fs.readdirSync(path.join(dir, sub))) if (f.endsWith('.tsx')) out.push(`${sub}/${f}`);
  }
  return out;
}

/** `memberCentre.<namespace>` of every key a file names (static or template). */
function namespacesUsed(file: string): { key: string; ns: string }[] {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  return [...text.matchAll(/['`]memberCentre\.([A-Za-z]+)([A-Za-z.${}]*)/g)].map((m) => ({
    key: `memberCentre.${m[1]}${m[2]}`,
    ns: m[1]!,
  }));
}

describe('member-centre labels', () => {
  it('every member-centre file is mapped to its screen', () => {
    const used = sourceFiles().filter((f) => namespacesUsed(f).length > 0);
    expect(used.filter((f) => !ownNamespaces[f])).toEqual([]);
  });

  it("no member-centre file uses another screen's own key", () => {
    const borrowed = sourceFiles().flatMap((f) =>
      namespacesUsed(f)
        .filter(({ ns }) => ns !== 'shared' && !(ownNamespaces[f] ?? []).includes(ns))
        .map(({ key }) => `${f}: ${key}`),
    );
    expect(borrowed).toEqual([]);
  });

  it('the withdrawal summary is titled as a withdrawal in every language', () => {
    const withdraw = fs.readFileSync(path.join(dir, 'routes/withdraw-page.tsx'), 'utf8');
    expect(withdraw).toContain("t('memberCentre.withdrawSummary.title')");
    expect(zhHant.memberCentre.withdrawSummary.title).toBe('提款明細');
    expect(en.memberCentre.withdrawSummary.title).toBe('Withdrawal summary');
    expect(vi.memberCentre.withdrawSummary.title).toMatch(/rút tiền/);
    for (const m of [zhHant, en, vi]) {
      expect(m.memberCentre.withdrawSummary.title).not.toBe(m.memberCentre.deposit.summary);
    }
  });
});
