import { sql, type Kysely } from 'kysely';
import { demoAnnouncements, demoDepositPromotions, demoPaymentChannels } from '../seed/demo-content.ts';

/**
 * A deposit promotion's rule says what its text says (decision 0019): which deposits may join
 * (`deposit_condition`: any, the first, or later ones) and how often a member gets it (`claim_limit`,
 * replacing `once_per_member`). An order keeps why its bonus was refused at credit, when the condition
 * or limit no longer held then. The demo merchant's promotions get their conditions and exact texts,
 * and its sandbox channel charges no fee.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);

  const demo = sql`(select id from merchant where code = 'demo')`;
  for (const [i, p] of demoDepositPromotions.entries())
    await sql`
      update deposit_promotion
      set name = ${JSON.stringify(p.name)}::jsonb, remark = ${JSON.stringify(p.remark)}::jsonb,
          deposit_condition = ${p.condition}, claim_limit = ${p.claimLimit}
      where merchant_id = ${demo} and sort = ${i}`.execute(db);
  const sandbox = demoPaymentChannels.find((c) => c.code === 'SANDBOX')!;
  await sql`
    update payment_channel
    set fee_bp = ${sandbox.feeBp}, fee_fixed = ${sandbox.feeFixed}, fee_min = ${sandbox.feeMin},
        fee_max = ${sandbox.feeMax}, description = ${JSON.stringify(sandbox.description)}::jsonb
    where merchant_id = ${demo} and code = 'SANDBOX'`.execute(db);
  const reload = demoAnnouncements.find((a) => a.image === '/demo/banners/promo-daily-reload.svg')!;
  await sql`
    update announcement set content = ${JSON.stringify(reload.content)}::jsonb
    where merchant_id = ${demo} and type = 'PR' and image_url = ${reload.image}`.execute(db);
}

const ddl = `
  alter table deposit_promotion add column deposit_condition text not null default 'ANY'
    check (deposit_condition in ('ANY', 'FIRST', 'RELOAD'));
  alter table deposit_promotion add column claim_limit text not null default 'NONE'
    check (claim_limit in ('NONE', 'ONCE', 'DAILY'));
  update deposit_promotion set claim_limit = 'ONCE' where once_per_member;
  alter table deposit_promotion drop column once_per_member;
  alter table deposit_order add column bonus_refused text
    check (bonus_refused in ('FIRST', 'RELOAD', 'ONCE', 'DAILY'))
`;
