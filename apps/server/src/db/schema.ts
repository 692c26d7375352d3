import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Text in each language the portal ships; TW is always present. */
export type LocalizedText = { TW: string; EN?: string; VI?: string };
/** A platform message's versions by language (migration 0061). */
export type MessageTranslations = Partial<Record<'TW' | 'EN' | 'VI', { subject: string; content: string }>>;

export interface MerchantSettings {
  brand: {
    name: string;
    logoUrl: string;
    faviconUrl: string;
    colors: { primary: string; primaryContrast: string; accent: string };
    socialLinks: { type: string; url: string; title: string }[];
    copyrightYear: number;
    licenceText: string;
    /** The licence line in each language; `licenceText` where a language has none. */
    licenceTexts?: { TW?: string; EN?: string; VI?: string };
  };
  languages: ('TW' | 'EN' | 'VI')[];
  defaultLanguage: 'TW' | 'EN' | 'VI';
  currency: { code: string; symbol: string; decimals: number };
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** The merchant's default password that forces a change at login (spec: {secret}). */
  defaultPassword: string | null;
  /** Shown on the deposit page while deposits are switched off (DEPOSIT flag), per language. */
  depositOffMessage?: Partial<Record<'TW' | 'EN' | 'VI', string>>;
  /** Overrides of the withdrawal policy (modules/wallet/withdrawals.ts), set in the back office. */
  withdraw?: {
    depositTurnoverMultiple?: number;
    dailyCount?: number;
    /** Minor units. */
    dailyAmount?: number;
    feeBp?: number;
    /** Minor units per bound account type: B bank card, E e-wallet. */
    limits?: { B?: { min: number; max: number }; E?: { min: number; max: number } };
  };
  /** The merchant's IANA time zone (brand editor); BUSINESS_TIME_ZONE when unset. */
  timeZone?: string;
  /** Free-play money each trial account starts with, in minor units (default 200000: 2,000.00). */
  freePlayBalance?: number;
}

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  settings: JSONColumnType<MerchantSettings>;
  maintenance: Generated<boolean>;
  maintenance_end: Date | null;
  blocked_countries: Generated<string[]>;
  created_at: Generated<Date>;
}

export interface MerchantDomainTable {
  id: Generated<number>;
  merchant_id: number;
  host: string;
  kind: 'MAIN' | 'PROMOTION';
}

export interface MerchantModuleTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface RegisterFieldRuleTable {
  merchant_id: number;
  name: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  type: string;
  sort: number;
}

export interface ResourceTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
  /** The label in each language (migration 0024); null: `label_name_en` everywhere. */
  label_names: ColumnType<LocalizedText | null, string | null | undefined, string | null>;
  sort: number;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  cs_position: string;
  title: string;
  path: string;
  label_ids: Generated<string[]>;
  sort: number;
  /** 1 built-in live chat, 2 link, 3 encrypted outside address (migration 0060, decision 0066). */
  type: Generated<number>;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  image_url: string;
  title: JSONColumnType<LocalizedText>;
  linkage_type: 'URL' | 'P' | 'G' | null;
  linkage_value: string | null;
  sort: number;
  start_at: Generated<Date>;
  end_at: Date | null;
  /** False: a draft, shown only in a preview (migration 0032, decision 0035). */
  published: Generated<boolean>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  execution: 'B' | 'A' | 'F';
  platform: Generated<'W' | 'M' | 'ALL'>;
  title: JSONColumnType<LocalizedText>;
  content: JSONColumnType<LocalizedText>;
  sort: number;
  start_at: Generated<Date>;
  end_at: Date | null;
  /** Promotion category code of a PR announcement (`new_player` shows in the register form). */
  category: Generated<string | null>;
  image_url: Generated<string | null>;
  published: Generated<boolean>;
}

/** A merchant's promotion category (migration 0035, decision 0038). */
export interface PromotionCategoryTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: JSONColumnType<LocalizedText>;
  sort: Generated<number>;
}

/** What a PR announcement adds as a promotion (migration 0035, decision 0038). */
export interface PromotionSettingTable {
  announcement_id: number;
  merchant_id: number;
  apply_enabled: Generated<boolean>;
  remark_required: Generated<boolean>;
  pictures_required: Generated<boolean>;
  /** Minor units granted on approval (0: no bonus). */
  bonus: Generated<bigint>;
  /** Required turnover = bonus × this (0: straight to cash). */
  turnover_multiple: Generated<number>;
  per_member: Generated<'ONCE' | 'UNLIMITED'>;
  /** Total bonus the promotion may grant (null: no budget). */
  budget: bigint | null;
  spent: Generated<bigint>;
  updated_at: Generated<Date>;
}

/** A member's application for a promotion (migration 0035, decision 0038). */
export interface PromotionApplicationTable {
  id: Generated<bigint>;
  merchant_id: number;
  announcement_id: number;
  customer_id: number;
  remarks: Generated<string>;
  pictures: Generated<number>;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  reason: string | null;
  bonus: bigint | null;
  required_turnover: bigint | null;
  created_at: Generated<Date>;
  reviewed_at: Date | null;
  reviewed_by: number | null;
}

export interface HelpCategoryTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  title: JSONColumnType<LocalizedText>;
  sort: number;
  /** False: a draft category, shown with its articles only in a preview (migration 0033, decision 0036). */
  published: Generated<boolean>;
}

/** A saved, unpublished footer of a merchant (migration 0033, decision 0036). */
export interface MerchantFooterDraftTable {
  merchant_id: number;
  footer: JSONColumnType<{
    resources: {
      resourceType: string;
      url: string;
      qrCodeUrl: string | null;
      labelNameEn: string;
      labelNames: { TW?: string; EN?: string; VI?: string } | null;
    }[];
    socialLinks: { type: string; url: string; title: string }[];
    licenceTexts: { TW?: string; EN?: string; VI?: string };
  }>;
  staff_id: number | null;
  updated_at: Generated<Date>;
}

export interface HelpArticleTable {
  id: Generated<number>;
  category_id: number;
  title: JSONColumnType<LocalizedText>;
  content: JSONColumnType<LocalizedText>;
  sort: number;
  published: Generated<boolean>;
}

/** A preview link of the player site (migration 0032, decision 0035): SHA-256 of the token. */
export interface ContentPreviewTokenTable {
  token_hash: string;
  merchant_id: number;
  staff_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface GameVendorTable {
  code: string;
  /** The vendor's name as the operator wrote it (English); shown where `name_i18n` has no text. */
  name: string;
  /**
   * The name in each language (migration 0026, decision 0027): brands stay, product words are localized
   * ("DG 真人"). Null: `name` everywhere.
   */
  name_i18n: ColumnType<LocalizedText | null, string | null | undefined, string | null>;
  game_type: string;
  wallet_mode: 'seamless' | 'transfer';
  is_game: 'VASSALAGE' | 'GAME';
  logo_url: string;
  /** The vendor's wallet in the balance call (transfer-mode vendors). */
  account_type_id: number | null;
  /** `game`: the /game iframe view; `seamless`: the full-screen /seamless view. */
  launch_view: Generated<'game' | 'seamless'>;
  /** Wallet modes the vendor supports (migration 0031); null: only `wallet_mode`. */
  wallet_modes: ColumnType<('seamless' | 'transfer')[] | null, string[] | null | undefined, string[] | null>;
}

/** How the platform reaches a vendor; a vendor without one is unavailable (decision 0009). */
export interface VendorCredentialTable {
  vendor_code: string;
  /** Encrypted at rest (`enc:v1:...`, lib/secret-box.ts, migration 0031). */
  secret: string;
  api_url: string;
  launch_url: string;
  /** An alternate launch address template (another domain or CDN), answered as `game_url2`. */
  alt_launch_url: string | null;
  updated_at: Generated<Date>;
}

export interface VendorSessionTable {
  token_hash: string;
  merchant_id: number;
  customer_id: number;
  vendor_code: string;
  game_id: number;
  ledger: 'cash' | 'trial';
  language: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface VendorTxTable {
  vendor_code: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  merchant_id: number;
  customer_id: number;
  round_id: string;
  bet_transaction_id: string | null;
  amount: bigint;
  request_hash: string;
  status: string;
  balance_after: bigint;
  tombstone: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface LotteryDrawTable {
  id: Generated<bigint>;
  game_code: string;
  numero: string;
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  server_seed: string;
  commit_hash: string;
  status: Generated<'OPEN' | 'DRAWING' | 'SETTLED' | 'VOID'>;
  claimed_at: Date | null;
  win_no: string | null;
  result: JSONColumnType<Record<string, unknown>> | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  /** A voided draw (migration 0031): every order refunded, never drawn. */
  voided_at: Generated<Date | null>;
  void_reason: Generated<string | null>;
}

export interface LotteryOrderTable {
  id: Generated<bigint>;
  merchant_id: number;
  customer_id: number;
  request_id: string;
  /** sha-256 of the request's content (migration 0021); null on orders placed before it. */
  request_hash: Generated<string | null>;
  line_no: number;
  game_code: string;
  numero: string;
  draw_id: bigint;
  prize_mode: string;
  play_code: string;
  content: string;
  bet_count: number;
  betting_mode: number;
  unit: bigint;
  multiple: number;
  series: number;
  stake: bigint;
  win: Generated<bigint>;
  rebate: Generated<bigint>;
  win_no: string | null;
  status: Generated<'PENDING' | 'WON' | 'LOST' | 'CANCELLED'>;
  cancel_reason: string | null;
  chase_id: bigint | null;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

export interface WalletTransferTable {
  id: Generated<bigint>;
  merchant_id: number;
  customer_id: number;
  request_id: string;
  vendor_code: string;
  /** in: main wallet to the vendor; out: the vendor back to the main wallet. */
  direction: 'in' | 'out';
  amount: bigint;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface MerchantVendorTable {
  merchant_id: number;
  vendor_code: string;
  enabled: boolean;
  is_hot: boolean;
  maintenance: boolean;
  sort: number;
  /** What players see while the vendor is under maintenance, per language (migration 0031). */
  maintenance_message: ColumnType<Partial<LocalizedText> | null, string | null | undefined, string | null>;
}

/** A merchant's own settings of a platform game; null falls back to the `game` row (migration 0031). */
export interface MerchantGameTable {
  merchant_id: number;
  game_id: number;
  enabled: boolean | null;
  is_hot: boolean | null;
  sort: number | null;
  icon: string | null;
  game_classify: string | null;
  updated_at: Generated<Date>;
}

/** A merchant's settings of a house game: RTP variant and stake limits (migration 0031). */
export interface HouseGameSettingTable {
  merchant_id: number;
  game_code: string;
  rtp_variant: number | null;
  min_bet: bigint | null;
  max_bet: bigint | null;
  updated_at: Generated<Date>;
}

export interface GameTable {
  id: Generated<number>;
  vendor_code: string;
  game_code: string;
  name: JSONColumnType<LocalizedText>;
  game_type: string;
  game_classify: string;
  icon: string;
  min_bet: bigint;
  is_hot: boolean;
  enabled: boolean;
  sort: number;
  /** Paylines of a slot; null for a game without lines. */
  line_num: number | null;
}

export interface CustomerTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  /** The spec's isAgent: 0 member, 1/2/41/42 agents, 4 trial. */
  type: number;
  parent_id: number | null;
  nickname: string | null;
  status: Generated<'ACTIVE' | 'LOCKED' | 'DISABLED'>;
  password_changed_at: Generated<Date>;
  last_login_at: Date | null;
  created_at: Generated<Date>;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  register_method: string | null;
  avatar: string | null;
  payment_password_hash: Generated<string | null>;
  /** The member's language (`/wps/member/language`); null: the merchant's default. */
  language: Generated<'TW' | 'EN' | 'VI' | null>;
  /** Staff froze the member's betting (migration 0029): no new bet or lottery order is accepted. */
  betting_frozen: Generated<boolean>;
  /** Staff set a temporary password: the next password login must change it (migration 0029). */
  password_change_required: Generated<boolean>;
  /** When the mobile number was last checked by an SMS code; null: never (decision 0051). */
  mobile_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The agent's invitation link the member registered through (migration 0049, decision 0054). */
  agent_link_id: Generated<number | null>;
}

export interface SmsCodeTable {
  id: Generated<string>;
  merchant_id: number;
  phone: string;
  purpose: 'register' | 'login' | 'reset' | 'bind' | 'current';
  code_hash: string;
  ip: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<string>;
  merchant_id: number;
  created_at: Generated<Date>;
}

export interface PasswordResetTable {
  token_hash: string;
  customer_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface SessionTable {
  id: Generated<string>;
  customer_id: number;
  token_hash: string;
  ip: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  /**
   * Opened with the merchant's default password or an expired one: only the password change, logout and
   * member info answer until the password changes (migration 0025, decision 0026).
   */
  password_change_required: Generated<boolean>;
}

export interface AuthThrottleTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: Generated<Date>;
  locked_until: Date | null;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface StaffTable {
  id: Generated<number>;
  /** The one merchant the staff member may operate; null: every merchant (decision 0029). */
  merchant_id: number | null;
  username: string;
  password_hash: string;
  /** A built-in role (backoffice-permissions.ts) or a staff_role code. */
  role: string;
  created_at: Generated<Date>;
  disabled: Generated<boolean>;
  /** The TOTP secret sealed with AES-256-GCM (lib/secret-box.ts); null until enrolled. */
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  /** The last time step whose code was accepted: a code is used once. */
  totp_last_step: number | null;
  password_change_required: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface StaffRoleTable {
  code: string;
  /** null: usable for staff of every merchant; else only for staff scoped to this merchant. */
  merchant_id: number | null;
  name: string;
  permissions: string[];
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StaffRecoveryCodeTable {
  id: Generated<string>;
  staff_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface StaffChallengeTable {
  id: Generated<string>;
  staff_id: number;
  token_hash: string;
  kind: 'TOTP' | 'ENROL';
  /** ENROL: the sealed secret offered, stored on the staff member when the first code matches. */
  pending_secret: string | null;
  attempts: Generated<number>;
  ip: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface StaffSetupTokenTable {
  id: Generated<string>;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface StaffSessionTable {
  id: Generated<string>;
  staff_id: number;
  token_hash: string;
  ip: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

/** One staff action (migration 0027): append-only, each row hashed over the previous one. */
export interface AuditLogTable {
  id: Generated<string>;
  at: Date;
  merchant_id: number | null;
  staff_id: number | null;
  staff_username: string | null;
  action: string;
  target: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  outcome: number;
  ip: string;
  user_agent: string;
  prev_hash: string;
  hash: string;
}

/** Settled game rounds as the winner board reads them; the games module writes them. */
/** Agent contracts (migration 0051, decision 0056). */
export interface AgentContractTable {
  id: Generated<bigint>;
  merchant_id: number;
  agent_id: number;
  upline_id: number | null;
  kind: 'DIVIDEND' | 'DAILY' | 'MR_DAILY' | 'HOURLY' | 'REALTIME';
  product: string;
  period: Generated<string>;
  status: 'P' | 'A' | 'E' | 'C' | 'V' | 'R';
  terms: JSONColumnType<Record<string, unknown>>;
  replaces_id: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  signed_at: Date | null;
  ended_at: Date | null;
}
export interface AgentContractHistoryTable {
  id: Generated<bigint>;
  contract_id: bigint;
  from_status: string | null;
  to_status: string;
  actor: string;
  note: string | null;
  created_at: Generated<Date>;
}
export interface AgentContractSettlementTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_id: bigint;
  agent_id: number;
  kind: string;
  period_key: string;
  period_start: Date;
  period_end: Date;
  figures: JSONColumnType<Record<string, unknown>>;
  tier: number | null;
  rate_bp: Generated<number>;
  amount: bigint;
  carry: Generated<bigint>;
  status: 'P' | 'A' | 'R' | 'M' | 'N' | '0' | '1' | '2' | '3';
  reason: string | null;
  due_at: Date | null;
  paid_at: Date | null;
  created_at: Generated<Date>;
}

export interface BetRecordTable {
  id: Generated<string>;
  merchant_id: number;
  customer_id: number;
  vendor_code: string;
  game_id: number;
  round_id: string;
  /** Net stake (rolled-back stakes taken off). */
  bet_amount: bigint;
  win_amount: bigint;
  ledger: Generated<'cash' | 'trial'>;
  status: Generated<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>;
  placed_at: Generated<Date>;
  /** When the round was settled (won, lost or rolled back); null while open. */
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set by a trigger when status, stake or settle time change (migration 0053, decision 0058). */
  rebate_changed_at: Generated<Date>;
  /** The vendor's `detail` of the bet (a sports bet's legs, VendorBetDetail; migration 0065). */
  bet_detail: ColumnType<unknown, string | null | undefined, string | null>;
  /** The vendor's `detail` of the win (each leg's result, VendorWinDetail). */
  win_detail: ColumnType<unknown, string | null | undefined, string | null>;
}

export type LedgerName = 'cash' | 'points' | 'trial';

export interface LedgerAccountTable {
  id: Generated<bigint>;
  merchant_id: number;
  ledger: LedgerName;
  kind: string;
  owner_id: number | null;
  ref: Generated<string>;
  balance: Generated<bigint>;
  allow_negative: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface LedgerTransferTable {
  id: Generated<bigint>;
  merchant_id: number;
  ledger: LedgerName;
  idempotency_key: string;
  type: string;
  from_account: bigint;
  to_account: bigint;
  amount: bigint;
  resolves: bigint | null;
  meta: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface LedgerEntryTable {
  id: Generated<bigint>;
  transfer_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  created_at: Generated<Date>;
}

export interface PaymentChannelTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  method: 'PG' | 'MT';
  name: JSONColumnType<LocalizedText>;
  description: JSONColumnType<LocalizedText>;
  icon_url: string | null;
  min_amount: bigint;
  max_amount: bigint;
  fee_bp: Generated<number>;
  fee_fixed: Generated<bigint>;
  fee_min: bigint | null;
  fee_max: bigint | null;
  rebate_bp: Generated<number>;
  fix_amounts: Generated<bigint[]>;
  fix_amount_only: Generated<boolean>;
  expire_minutes: number | null;
  receiver: JSONColumnType<{
    bankName: string;
    accountName: string;
    accountNumber: string;
    branch: string;
  }> | null;
  /** Signing secret of the channel's callbacks (HMAC-SHA256). */
  secret: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface DepositOrderTable {
  id: Generated<bigint>;
  merchant_id: number;
  customer_id: number;
  channel_id: number;
  request_id: string;
  amount: bigint;
  fee: Generated<bigint>;
  rebate: Generated<bigint>;
  status: Generated<'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED'>;
  pay_token: string | null;
  reference_no: string | null;
  expires_at: Date | null;
  created_at: Generated<Date>;
  settled_at: Date | null;
  promotion_id: Generated<number | null>;
  bonus: Generated<bigint>;
  /** Why the chosen promotion's bonus was refused at credit (migration 0022); null when granted or none. */
  bonus_refused: Generated<'FIRST' | 'RELOAD' | 'ONCE' | 'DAILY' | null>;
  /** Why staff rejected a manual deposit (migration 0029). */
  reject_reason: Generated<string | null>;
  /** The staff member who decided a manual deposit. */
  decided_by: Generated<string | null>;
}

export interface DepositPromotionTable {
  id: Generated<number>;
  merchant_id: number;
  name: JSONColumnType<LocalizedText>;
  remark: JSONColumnType<LocalizedText>;
  bonus_type: 'FIXED' | 'PERCENTAGE';
  min_deposit: bigint;
  max_deposit: bigint | null;
  /** FIXED: [{minDeposit, bonus}] in minor units, as text (JSON has no bigint). */
  tiers: JSONColumnType<{ minDeposit: string; bonus: string }[]>;
  percent_bp: Generated<number>;
  min_bonus: Generated<bigint>;
  max_bonus: bigint | null;
  turnover_multiple: Generated<number>;
  /** Which deposits may join (migration 0022): any, only a first deposit, or only later ones. */
  deposit_condition: Generated<'ANY' | 'FIRST' | 'RELOAD'>;
  /** How often a member gets the bonus: no limit, once, or once a day (Asia/Taipei). */
  claim_limit: Generated<'NONE' | 'ONCE' | 'DAILY'>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface BankCardTable {
  id: Generated<number>;
  merchant_id: number;
  customer_id: number;
  type: 'B' | 'E';
  bank_code: string;
  bank_name: string;
  account_number: string;
  payee_name: string;
  created_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface WithdrawalOrderTable {
  id: Generated<bigint>;
  merchant_id: number;
  customer_id: number;
  request_id: string;
  card_id: number;
  card_type: string;
  bank_name: string;
  account_number: string;
  payee_name: string;
  amount: bigint;
  fee: Generated<bigint>;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  reserve_transfer_id: bigint | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
  /** Why staff rejected it, shown to the member (migration 0029). */
  reject_reason: Generated<string | null>;
  /** The staff member who decided it. */
  decided_by: Generated<string | null>;
}

/** Back-office members and cashier tables (migration 0029, decision 0030). */
export interface MembersCashierTables {
  member_label: {
    customer_id: number;
    label: string;
    created_by: string | null;
    created_at: Generated<Date>;
  };
  member_note: {
    id: Generated<bigint>;
    customer_id: number;
    staff_id: number | null;
    staff_username: string;
    body: string;
    created_at: Generated<Date>;
  };
  /** One row per login: IP and user agent (the device). */
  member_login: {
    id: Generated<bigint>;
    customer_id: number;
    ip: string;
    user_agent: Generated<string>;
    created_at: Generated<Date>;
  };
  balance_adjustment: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    /** Minor units, signed: a credit (+) or a debit (−) of the member's main wallet. */
    amount: bigint;
    reason: string;
    turnover_multiple: Generated<number>;
    status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
    requested_by: number;
    requested_by_username: string;
    requested_at: Generated<Date>;
    decided_by: number | null;
    decided_by_username: string | null;
    decided_at: Date | null;
    decision_note: string | null;
    transfer_id: bigint | null;
  };
  /** Every payment callback received, valid or not. */
  payment_callback_log: {
    id: Generated<bigint>;
    merchant_id: number | null;
    channel_code: string;
    order_id: bigint | null;
    ip: string;
    signature: string;
    body: string;
    outcome: number;
    error_code: string | null;
    order_status: string | null;
    received_at: Generated<Date>;
  };
}

/** Missions (migration 0037, decision 0040). Conditions and prizes are JSON the rewards module checks. */
export interface MissionTables {
  mission: {
    id: Generated<number>;
    merchant_id: number;
    title: JSONColumnType<LocalizedText>;
    rules: JSONColumnType<Partial<LocalizedText>, string | undefined, string>;
    start_at: Date;
    end_at: Date;
    claim_days: Generated<number>;
    ranked: Generated<boolean>;
    leaderboard_metric: 'VALID_BET' | 'DEPOSIT_AMOUNT' | 'BET_COUNT' | 'PROFIT_MULTIPLIER' | null;
    leaderboard_filter: JSONColumnType<
      { gameTypes?: string[]; vendors?: string[] },
      string | undefined,
      string
    >;
    leaderboard_size: Generated<number>;
    prizes: JSONColumnType<
      { rank: number; bonus: string; turnoverMultiple: number; points: string }[],
      string | undefined,
      string
    >;
    enabled: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  mission_milestone: {
    id: Generated<number>;
    mission_id: number;
    sort: Generated<number>;
    name: JSONColumnType<LocalizedText>;
    conditions: JSONColumnType<unknown[]>;
    bonus: Generated<bigint>;
    turnover_multiple: Generated<number>;
    points: Generated<bigint>;
  };
  mission_claim: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    mission_id: number;
    milestone_id: number | null;
    rank: number | null;
    bonus: Generated<bigint>;
    points: Generated<bigint>;
    created_at: Generated<Date>;
  };
}

/** Sign-in configs and claims (migration 0039, decision 0042). Days are JSON the sign-in module checks. */
export interface SignInTables {
  sign_in_config: {
    id: Generated<number>;
    merchant_id: number;
    type: 'N' | 'W' | 'M' | 'C';
    name: JSONColumnType<LocalizedText>;
    description: JSONColumnType<Partial<LocalizedText>, string | undefined, string>;
    no_expiry: Generated<boolean>;
    start_at: Date | null;
    end_at: Date | null;
    enabled: Generated<boolean>;
    turnover_multiple: Generated<number>;
    required_info: JSONColumnType<string[], string | undefined, string>;
    days: JSONColumnType<
      { dayNo: number; bonus: string; points: string; deposit: string; validBet: string }[],
      string | undefined,
      string
    >;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  sign_in_claim: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    config_id: number;
    period_key: string;
    day_no: number;
    bonus: Generated<bigint>;
    points: Generated<bigint>;
    created_at: Generated<Date>;
  };
}

/** Manual rebate (migration 0040, decision 0043). Rates in basis points; amounts in minor units. */
export interface RebateTables {
  rebate_config: {
    merchant_id: number;
    categories: JSONColumnType<Record<string, { enabled: boolean; rateBp: number }>>;
    turnover_multiple: Generated<number>;
    claim_days_back: Generated<number>;
    updated_at: Generated<Date>;
  };
  rebate_disbursement: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    /** YYYY-MM-DD (the business day). */
    balance_date: string;
    category: string;
    seq: number;
    valid_bet: bigint;
    rate_bp: number;
    amount: bigint;
    created_at: Generated<Date>;
  };
}

/** One product's tier of the rescue fund: net loss ≥ `netLoss` pays FIXED `value` or PERCENT (`value` bp). */
export interface SaviorTier {
  netLoss: string;
  type: 'FIXED' | 'PERCENT';
  /** FIXED: minor units; PERCENT: basis points of the net loss. */
  value: string;
  /** Minor units; '0' = no cap. */
  cap: string;
}

/** Rescue fund and issued bonuses (migration 0043, decision 0046). Amounts in minor units. */
export interface IssuedRewardTables {
  savior_config: {
    id: Generated<number>;
    merchant_id: number;
    name: JSONColumnType<LocalizedText>;
    rules: JSONColumnType<Partial<LocalizedText>, string | undefined, string>;
    enabled: Generated<boolean>;
    period: Generated<'DAILY'>;
    products: JSONColumnType<{ productType: string; tiers: SaviorTier[] }[], string | undefined, string>;
    turnover_multiple: Generated<number>;
    expiry_days: Generated<number>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  issued_reward: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    kind: 'SAVIOR' | 'MANUAL';
    status: 'PENDING' | 'ISSUED' | 'REJECTED';
    config_id: number | null;
    period_key: string | null;
    product_type: string | null;
    net_loss: Generated<bigint>;
    amount: Generated<bigint>;
    points: Generated<bigint>;
    turnover_multiple: Generated<number>;
    name: JSONColumnType<Partial<LocalizedText>, string, string>;
    expiry_days: Generated<number>;
    expires_at: Date | null;
    created_by: string | null;
    decided_by: string | null;
    reason: string | null;
    approved_at: Date | null;
    created_at: Generated<Date>;
  };
  issued_reward_claim: { reward_id: bigint; customer_id: number; created_at: Generated<Date> };
  manual_bonus_setting: { merchant_id: number; approval_threshold: bigint; updated_at: Generated<Date> };
}

/** Newbie tasks and promo codes (migration 0042, decision 0045). Money in minor units. */
export interface NewbiePromoTables {
  register_promotion: {
    id: Generated<number>;
    merchant_id: number;
    name: JSONColumnType<LocalizedText>;
    remark: JSONColumnType<Partial<LocalizedText>, string | undefined, string>;
    start_at: Date | null;
    end_at: Date | null;
    enabled: Generated<boolean>;
    bonus: Generated<bigint>;
    turnover_multiple: Generated<number>;
    points: Generated<bigint>;
    required_fields: JSONColumnType<string[], string | undefined, string>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  register_promotion_claim: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    promotion_id: number;
    bonus: Generated<bigint>;
    points: Generated<bigint>;
    created_at: Generated<Date>;
  };
  promo_code: {
    id: Generated<number>;
    merchant_id: number;
    code: string;
    description: JSONColumnType<Partial<LocalizedText>, string | undefined, string>;
    enabled: Generated<boolean>;
    listed: Generated<boolean>;
    start_at: Date | null;
    end_at: Date | null;
    max_uses: number | null;
    uses: Generated<number>;
    bonus: Generated<bigint>;
    turnover_multiple: Generated<number>;
    points: Generated<bigint>;
    deposit_required: Generated<bigint>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  promo_code_claim: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    promo_code_id: number;
    bonus: Generated<bigint>;
    points: Generated<bigint>;
    created_at: Generated<Date>;
  };
}

/** A ticket template's condition as stored (decision 0047): a rule-engine kind, target in its units. */
export interface StoredTicketCondition {
  kind: string;
  target: string;
  duration: 'FIRST' | 'AFTER_CLAIM' | 'HISTORY';
  gameVendor: string | null;
  gameType: string | null;
}
/** A prize table entry as stored: MONEY value in minor units, POINT whole points, weight an integer. */
export interface StoredTicketPrize {
  configId: string;
  rewardType: 'MONEY' | 'POINT' | 'MERCHANDISE' | 'RETRY' | 'NONE';
  value: string;
  productName: string | null;
  weight: number;
}

/** Tickets (migration 0044, decision 0047). */
export interface TicketTables {
  ticket_template: {
    id: Generated<number>;
    merchant_id: number;
    type: 'GOLDEN_EGG' | 'RAFFLE' | 'PRIZE_WHEEL' | 'CASH_VOUCHER' | 'GIFT_CODE';
    name: JSONColumnType<LocalizedText>;
    description: JSONColumnType<Partial<LocalizedText>, string | undefined, string>;
    start_at: Date | null;
    end_at: Date | null;
    valid_days: number | null;
    conditions: JSONColumnType<StoredTicketCondition[], string | undefined, string>;
    prizes: JSONColumnType<StoredTicketPrize[], string | undefined, string>;
    turnover_multiple: Generated<number>;
    issue_on_registration: Generated<boolean>;
    enabled: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  ticket: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    template_id: number;
    transaction_id: string;
    source: string;
    status: Generated<'AVAILABLE' | 'USED' | 'CANCELLED'>;
    start_at: Date | null;
    end_at: Date | null;
    server_seed: string;
    server_seed_hash: string;
    spins: Generated<number>;
    reward_type: string | null;
    config_id: string | null;
    amount: Generated<bigint>;
    points: Generated<bigint>;
    product_name: string | null;
    gift_code: string | null;
    delivery_status: 'PENDING_DELIVERY' | 'DELIVERED' | null;
    delivered_at: Date | null;
    issued_at: Generated<Date>;
    used_at: Date | null;
  };
  ticket_draw: {
    id: Generated<bigint>;
    ticket_id: bigint;
    nonce: number;
    client_seed: string;
    roll: number;
    config_id: string;
    reward_type: string;
    created_at: Generated<Date>;
  };
  raffle_promotion: {
    id: Generated<number>;
    merchant_id: number;
    name: JSONColumnType<LocalizedText>;
    template_id: number;
    enabled: Generated<boolean>;
    created_at: Generated<Date>;
  };
  raffle_schedule: {
    id: Generated<number>;
    promotion_id: number;
    start_at: Date;
    end_at: Date;
  };
  raffle_claim: {
    id: Generated<bigint>;
    schedule_id: number;
    customer_id: number;
    ticket_id: bigint;
    created_at: Generated<Date>;
  };
  gift_code: {
    id: Generated<bigint>;
    merchant_id: number;
    template_id: number;
    code: string;
    ticket_id: bigint | null;
    created_at: Generated<Date>;
  };
}

/** The agent tree's rebates per product series (migration 0048, decision 0053). */
export interface AgentTables {
  customer_rebate: {
    merchant_id: number;
    customer_id: number;
    /** `LOTT` (value: prize series such as 1980) or a game category (value: basis points of valid bet). */
    product: string;
    value: number;
    updated_at: Generated<Date>;
  };
  /** An agent's invitation links (migration 0049, decision 0054). */
  agent_link: {
    id: Generated<number>;
    merchant_id: number;
    agent_id: number;
    code: string;
    /** 0 player, 1 agent: what a member registering through the link becomes. */
    account_type: number;
    rebates: ColumnType<Record<string, number>, string, string>;
    channel: 'FORUM' | 'QQ' | 'CUSTOM';
    channel_text: string | null;
    remark: string | null;
    /** Null: never expires. */
    expires_at: Date | null;
    deleted_at: Generated<Date | null>;
    created_at: Generated<Date>;
  };
  /** An agent's private remark about a member of its downline. */
  agent_member_remark: {
    agent_id: number;
    customer_id: number;
    remark: string;
    updated_at: Generated<Date>;
  };
}

/** Agent rebate payouts' cursor (migration 0050, decision 0055). */
export interface AgentRebateTables {
  agent_rebate_cursor: {
    name: string;
    settled_at: Date;
    bet_id: string;
    updated_at: Generated<Date>;
  };
  /** Per bet and payee, the rebate paid so far (migration 0053, decision 0058). */
  agent_rebate_paid: {
    bet_id: string;
    payee_id: number;
    own: boolean;
    merchant_id: number;
    amount: bigint;
    revision: Generated<number>;
    seen_at: Date | null;
    updated_at: Generated<Date>;
  };
  /** Claw-backs a payee's cash could not cover (migration 0053, decision 0058). */
  agent_rebate_debt: {
    merchant_id: number;
    payee_id: number;
    own: boolean;
    amount: bigint;
    updated_at: Generated<Date>;
  };
}

/** The built-in live chat (migration 0060, decision 0066). */
export interface LiveChatTables {
  chat_conversation: {
    id: Generated<number>;
    merchant_id: number;
    customer_id: number;
    status: Generated<'WAITING' | 'ACTIVE' | 'CLOSED'>;
    vip: Generated<boolean>;
    staff_id: number | null;
    rating: number | null;
    member_unread: Generated<number>;
    staff_unread: Generated<number>;
    last_text: string | null;
    created_at: Date;
    last_message_at: Date;
    closed_at: Date | null;
  };
  chat_message: {
    id: Generated<number>;
    conversation_id: number;
    sender: 'MEMBER' | 'STAFF' | 'SYSTEM';
    event: 'JOINED' | 'CLOSED' | null;
    staff_id: number | null;
    text: string;
    created_at: Date;
  };
}

export interface Database
  extends
    LiveChatTables,
    AgentRebateTables,
    AgentTables,
    MembersCashierTables,
    PointsTables,
    MissionTables,
    SignInTables,
    RebateTables,
    IssuedRewardTables,
    NewbiePromoTables,
    TicketTables,
    VipTables,
    ReferralTables {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  merchant_module: MerchantModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  resource: ResourceTable;
  customer_service: CustomerServiceTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  promotion_category: PromotionCategoryTable;
  promotion_setting: PromotionSettingTable;
  promotion_application: PromotionApplicationTable;
  promotion_application_image: {
    application_id: bigint;
    n: number;
    content_type: 'image/png' | 'image/jpeg';
    bytes: Uint8Array;
  };
  help_category: HelpCategoryTable;
  help_article: HelpArticleTable;
  content_preview_token: ContentPreviewTokenTable;
  merchant_footer_draft: MerchantFooterDraftTable;
  game_vendor: GameVendorTable;
  merchant_vendor: MerchantVendorTable;
  game: GameTable;
  merchant_game: MerchantGameTable;
  house_game_setting: HouseGameSettingTable;
  lottery_game_setting: { game_code: string; paused: boolean; updated_at: Generated<Date> };
  customer: CustomerTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  audit_log: AuditLogTable;
  staff_role: StaffRoleTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_challenge: StaffChallengeTable;
  staff_setup_token: StaffSetupTokenTable;
  media: {
    name: string;
    merchant_id: number | null;
    content_type: string;
    bytes: Uint8Array;
    created_at: Generated<Date>;
  };
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_entry: LedgerEntryTable;
  payment_channel: PaymentChannelTable;
  deposit_order: DepositOrderTable;
  deposit_promotion: DepositPromotionTable;
  deposit_receipt: {
    order_id: bigint;
    content_type: 'image/png' | 'image/jpeg';
    bytes: Uint8Array;
    uploaded_at: Generated<Date>;
  };
  job_run: {
    job: string;
    period: string;
    started_at: Generated<Date>;
    finished_at: Date | null;
    result: JSONColumnType<Record<string, unknown>> | null;
  };
  bank_card: BankCardTable;
  withdrawal_order: WithdrawalOrderTable;
  turnover_requirement: {
    id: Generated<bigint>;
    customer_id: number;
    source: string;
    required: bigint;
    created_at: Generated<Date>;
    /** The bonus this requirement unlocks (0: a requirement without a bonus). */
    bonus: Generated<bigint>;
    order_id: bigint | null;
    released_at: Date | null;
    /** The reward's name in each language, for a requirement a reward made (migration 0034). */
    label: JSONColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  };
  oauth_identity: {
    merchant_id: number;
    provider: string;
    subject: string;
    customer_id: number;
    email: string | null;
    created_at: Generated<Date>;
  };
  oauth_ticket: {
    ticket_hash: string;
    kind: 'state' | 'login' | 'link';
    merchant_id: number;
    provider: string;
    subject: string | null;
    email: string | null;
    name: string | null;
    customer_id: number | null;
    expires_at: Date;
    used_at: Date | null;
  };
  bet_record: BetRecordTable;
  agent_contract: AgentContractTable;
  agent_contract_history: AgentContractHistoryTable;
  agent_contract_settlement: AgentContractSettlementTable;
  vendor_credential: VendorCredentialTable;
  platform_secret: { name: string; value: string; created_at: Generated<Date> };
  country: { code: string; name: string; dialing_code: string; sort: number };
  login_ip: {
    customer_id: number;
    ip: string;
    first_seen_at: Generated<Date>;
    last_seen_at: Generated<Date>;
  };
  login_challenge: {
    token_hash: string;
    customer_id: number;
    ip: string;
    method: 'S' | 'E';
    code_hash: string;
    attempts: Generated<number>;
    remember: boolean;
    /** The login it completes must change its password first (migration 0025, decision 0026). */
    password_change_required: Generated<boolean>;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  vendor_session: VendorSessionTable;
  vendor_tx: VendorTxTable;
  favorite_game: { customer_id: number; game_id: number; created_at: Generated<Date> };
  wallet_transfer: WalletTransferTable;
  lottery_draw: LotteryDrawTable;
  lottery_order: LotteryOrderTable;
  lottery_chase: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    game_code: string;
    stop_on_win: boolean;
    created_at: Generated<Date>;
  };
  session: SessionTable;
  auth_throttle: AuthThrottleTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  sms_outbox: OutboxTable & { phone: string; text: string };
  mail_outbox: OutboxTable & { recipient: string; subject: string; body: string };
  password_reset: PasswordResetTable;
  remember_token: { token_hash: string; customer_id: number; expires_at: Date; revoked_at: Date | null };
  /** A message sent (migration 0055, decision 0060): by a member (sender_id) or by the platform (audience). */
  message: {
    id: Generated<number>;
    merchant_id: number;
    sender_id: number | null;
    staff_id: number | null;
    /** 1 to 5 the compose page's send types; 0 a reply. */
    send_type: number;
    audience: 'MEMBER' | 'ALL_MEMBERS' | 'ALL_AGENTS' | 'LABEL' | null;
    /** For LABEL: the member label the message went to (migration 0061). */
    audience_label: Generated<string | null>;
    reply_to_id: number | null;
    subject: string;
    content: string;
    /** Versions by language (migration 0061): the member's language wins over subject and content. */
    translations: ColumnType<MessageTranslations, string | undefined, string>;
    recipient_count: Generated<number>;
    sender_deleted_at: Generated<Date | null>;
    created_at: Generated<Date>;
  };
  /** A notice a member has read (migration 0062). */
  announcement_read: { customer_id: number; announcement_id: number; read_at: Date };
  /** One recipient's copy of a message: its inbox id, read and deleted marks. */
  message_recipient: {
    id: Generated<number>;
    message_id: number;
    customer_id: number;
    created_at: Date;
    read_at: Generated<Date | null>;
    deleted_at: Generated<Date | null>;
    /** When the login notice named it (migration 0061). */
    noticed_at: Generated<Date | null>;
  };
  /** Feedback of a member or a visitor (migration 0058, decision 0064); the picture stays private here. */
  feedback: {
    id: Generated<number>;
    merchant_id: number;
    customer_id: number | null;
    contact: string | null;
    type: number;
    content: string;
    status: Generated<'PENDING' | 'REPLIED' | 'CLOSED'>;
    image_type: 'image/png' | 'image/jpeg' | null;
    image: Uint8Array | null;
    ip: string;
    closed_by: number | null;
    closed_at: Date | null;
    created_at: Generated<Date>;
  };
  feedback_reply: {
    id: Generated<number>;
    feedback_id: number;
    staff_id: number;
    content: string;
    created_at: Generated<Date>;
  };
  /** The merchant's identity-verification policy (migration 0059, decision 0065); no row: all off, age 18. */
  kyc_policy: {
    merchant_id: number;
    deposit_gate: boolean;
    withdrawal_gate: boolean;
    promotion_gate: boolean;
    min_age: number;
    selfie_required: boolean;
    back_required: boolean;
    updated_at: Generated<Date>;
  };
  kyc_submission: {
    id: Generated<number>;
    merchant_id: number;
    customer_id: number;
    document_type: 'ID_CARD' | 'PASSPORT' | 'DRIVING_LICENCE';
    document_number: string;
    full_name: string;
    /** A `date` column: read as text (yyyy-mm-dd) by the repository. */
    birth_date: string;
    status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
    reject_reason: string | null;
    reviewed_by: number | null;
    reviewed_at: Date | null;
    created_at: Generated<Date>;
  };
  kyc_image: {
    submission_id: number;
    side: 'FRONT' | 'BACK' | 'SELFIE';
    content_type: 'image/png' | 'image/jpeg';
    bytes: Uint8Array;
  };
}

/** One earning rule of the points config: `points` for every `perAmount` minor units of valid bet. */
export interface PointEarnRule {
  gameType: string;
  points: number;
  perAmount: string;
  enabled: boolean;
}

/** Points and the points mall (migration 0036, decision 0039). */
export interface PointsTables {
  /** A merchant's points-mall category (migration 0045, decision 0049); items refer to it by `code`. */
  point_category: {
    id: Generated<number>;
    merchant_id: number;
    code: string;
    name: JSONColumnType<LocalizedText>;
    sort: Generated<number>;
    enabled: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  point_config: {
    merchant_id: number;
    enabled: Generated<boolean>;
    exchange_rate: number;
    convert_min: Generated<number>;
    earn_rules: JSONColumnType<PointEarnRule[], string | undefined, string>;
    rules: JSONColumnType<LocalizedText | null, string | null | undefined, string | null>;
    updated_at: Generated<Date>;
  };
  point_mall_item: {
    id: Generated<number>;
    merchant_id: number;
    category: string;
    name: JSONColumnType<LocalizedText>;
    description: JSONColumnType<LocalizedText | null, string | null | undefined, string | null>;
    images: JSONColumnType<string[], string | undefined, string>;
    price_points: bigint;
    mix_points: bigint | null;
    mix_money: bigint | null;
    stock: number;
    enabled: Generated<boolean>;
    sort: Generated<number>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  point_redemption: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    item_id: number;
    item_name: JSONColumnType<LocalizedText>;
    quantity: number;
    redeem_type: 'P' | 'M';
    points: bigint;
    cash: Generated<bigint>;
    delivery_name: string;
    delivery_address: string;
    delivery_mobile: string;
    province: Generated<string>;
    status: Generated<'P' | 'R' | 'A'>;
    reason: string | null;
    staff_id: number | null;
    created_at: Generated<Date>;
    decided_at: Date | null;
    request_id: string | null;
  };
  point_conversion: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    points: bigint;
    cash: bigint;
    created_at: Generated<Date>;
    request_id: string | null;
  };
  point_earning: {
    merchant_id: number;
    customer_id: number;
    day: ColumnType<string, string, string>;
    category: string;
    valid_bet: bigint;
    points: bigint;
    created_at: Generated<Date>;
  };
}

/** VIP ranks (migration 0056, decision 0062). Money in minor units; condition targets as decimal text. */
export interface VipTables {
  vip_level: {
    id: Generated<number>;
    merchant_id: number;
    rank_level: number;
    name: JSONColumnType<LocalizedText>;
    color: string;
    color2: string;
    condition_type: 'AND' | 'OR';
    conditions: JSONColumnType<VipConditions>;
    keep_condition_type: 'AND' | 'OR' | null;
    keep_conditions: JSONColumnType<VipConditions>;
    benefits: JSONColumnType<LocalizedText[]>;
    upgrade_bonus: bigint;
    rewards: JSONColumnType<VipRewards>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  vip_member: {
    customer_id: number;
    merchant_id: number;
    /** 0: below the first level. */
    rank_level: Generated<number>;
    since: Date | null;
    /** The month (YYYY-MM) whose start's keep-rank check was done. */
    checked_month: string | null;
    /** The month in which a demoted member is not promoted again. */
    hold_month: string | null;
    /** A level-up the member has not acknowledged (the modal). */
    pending_level_up: number | null;
    updated_at: Generated<Date>;
  };
  vip_history: {
    id: Generated<bigint>;
    merchant_id: number;
    customer_id: number;
    from_level: number;
    to_level: number;
    reason: 'PROMOTE' | 'DEMOTE';
    upgrade_bonus: Generated<bigint>;
    created_at: Date;
  };
  vip_claim: {
    id: Generated<number>;
    merchant_id: number;
    customer_id: number;
    type: 'DAILY' | 'WEEKLY' | 'MONTHLY';
    period_key: string;
    rank_level: number;
    name: JSONColumnType<LocalizedText>;
    bonus: bigint;
    points: bigint;
    created_at: Date;
  };
  vip_rules: {
    merchant_id: number;
    content: JSONColumnType<Partial<LocalizedText>>;
    updated_at: Generated<Date>;
  };
}

/** A level's conditions: money targets in minor units, the deposit count as a count (decimal text). */
export type VipConditions = Record<
  'monthlyDeposit' | 'totalDeposit' | 'totalDepositCount' | 'monthlyTurnover' | 'totalTurnover',
  { expected: string; enabled: boolean }
>;
/** A level's rank reward of one period (minor units and whole points as decimal text). */
export interface VipRewardConfig {
  unlockTime: string;
  announcement: Partial<LocalizedText>;
  bonus: string;
  points: string;
  requiredDeposit: string;
  requiredBet: string;
}
export type VipRewards = Record<'DAILY' | 'WEEKLY' | 'MONTHLY', VipRewardConfig | null>;
/** Invite friends (migration 0057, decision 0063). */
export interface ReferralTables {
  /** The program's settings: `StoredReferralConfig` of the referral module (money in minor units as text). */
  referral_config: {
    merchant_id: number;
    config: ColumnType<Record<string, unknown>, string, string>;
    updated_at: Generated<Date>;
  };
  referral_code: {
    customer_id: number;
    merchant_id: number;
    code: string;
    created_at: Generated<Date>;
  };
  /** A friend who registered with a member's referral code; qualified by its first approved deposit. */
  referral: {
    friend_id: number;
    merchant_id: number;
    referrer_id: number;
    code: string;
    created_at: Generated<Date>;
    qualified_at: Date | null;
    first_order_id: bigint | null;
    first_deposit_amount: bigint | null;
  };
  /** One income paid; `source` is its ledger transfer's idempotency key. */
  referral_reward: {
    id: Generated<bigint>;
    merchant_id: number;
    referrer_id: number;
    kind: 'INVITATION' | 'ACHIEVEMENT' | 'DEPOSIT' | 'BETTING';
    source: string;
    friend_id: number | null;
    amount: bigint;
    base_amount: bigint | null;
    rate_bp: number | null;
    game_type: string | null;
    tier_id: number | null;
    day: string | null;
    created_at: Generated<Date>;
  };
}
