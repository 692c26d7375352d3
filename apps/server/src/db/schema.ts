import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Text in each language the portal ships; TW is always present. */
export type LocalizedText = { TW: string; EN?: string; VI?: string };

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
  /** Overrides of the withdrawal policy (modules/wallet/withdrawals.ts). */
  withdraw?: { depositTurnoverMultiple?: number };
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
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
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
}

export interface HelpCategoryTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  title: JSONColumnType<LocalizedText>;
  sort: number;
}

export interface HelpArticleTable {
  id: Generated<number>;
  category_id: number;
  title: JSONColumnType<LocalizedText>;
  content: JSONColumnType<LocalizedText>;
  sort: number;
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
}

/** How the platform reaches a vendor; a vendor without one is unavailable (decision 0009). */
export interface VendorCredentialTable {
  vendor_code: string;
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
  status: Generated<'OPEN' | 'DRAWING' | 'SETTLED'>;
  claimed_at: Date | null;
  win_no: string | null;
  result: JSONColumnType<Record<string, unknown>> | null;
  drawn_at: Date | null;
  settled_at: Date | null;
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
}

export interface SmsCodeTable {
  id: Generated<string>;
  merchant_id: number;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
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
  merchant_id: number;
  username: string;
  password_hash: string;
  role: string;
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

/** Settled game rounds as the winner board reads them; the games module writes them. */
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
}

export interface Database {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  merchant_module: MerchantModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  resource: ResourceTable;
  customer_service: CustomerServiceTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  help_category: HelpCategoryTable;
  help_article: HelpArticleTable;
  game_vendor: GameVendorTable;
  merchant_vendor: MerchantVendorTable;
  game: GameTable;
  customer: CustomerTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
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
}
