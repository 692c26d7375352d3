import { sql, type Kysely } from 'kysely';

/** Tenants, their settings and content, the game catalog, accounts and settled rounds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
    create table merchant (
      id serial primary key,
      code text not null unique,
      name text not null,
      settings jsonb not null,
      maintenance boolean not null default false,
      maintenance_end timestamptz,
      blocked_countries text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    create table merchant_domain (
      id serial primary key,
      merchant_id int not null references merchant(id),
      host text not null unique,
      kind text not null check (kind in ('MAIN', 'PROMOTION'))
    );
    create table merchant_module (
      merchant_id int not null references merchant(id),
      mod_id text not null,
      parent_mod_id text,
      enabled boolean not null,
      sort int not null default 0,
      primary key (merchant_id, mod_id)
    );
    create table register_field_rule (
      merchant_id int not null references merchant(id),
      name text not null,
      enabled boolean not null,
      required boolean not null,
      accepted_pattern text not null,
      pattern_id text not null,
      min_length int not null,
      max_length int not null,
      type text not null,
      sort int not null default 0,
      primary key (merchant_id, name),
      check (min_length >= 0 and max_length >= min_length)
    );
    create table resource (
      id serial primary key,
      merchant_id int not null references merchant(id),
      resource_type text not null,
      url text not null,
      qr_code_url text,
      label_name_en text not null,
      sort int not null default 0
    );
    create table customer_service (
      id serial primary key,
      merchant_id int not null references merchant(id),
      cs_type text not null,
      cs_position text not null,
      title text not null,
      path text not null,
      label_ids text[] not null default '{}',
      sort int not null default 0
    );
    create table banner (
      id serial primary key,
      merchant_id int not null references merchant(id),
      group_name text not null,
      image_url text not null,
      title jsonb not null,
      linkage_type text check (linkage_type in ('URL', 'P', 'G')),
      linkage_value text,
      sort int not null default 0,
      start_at timestamptz not null default now(),
      end_at timestamptz
    );
    create index banner_merchant_group on banner (merchant_id, group_name);
    create table announcement (
      id serial primary key,
      merchant_id int not null references merchant(id),
      type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
      execution text not null check (execution in ('B', 'A', 'F')),
      platform text not null default 'ALL' check (platform in ('W', 'M', 'ALL')),
      title jsonb not null,
      content jsonb not null,
      sort int not null default 0,
      start_at timestamptz not null default now(),
      end_at timestamptz
    );
    create index announcement_merchant_type on announcement (merchant_id, type);
    create table help_category (
      id serial primary key,
      merchant_id int not null references merchant(id),
      code text not null,
      title jsonb not null,
      sort int not null default 0,
      unique (merchant_id, code)
    );
    create table help_article (
      id serial primary key,
      category_id int not null references help_category(id),
      title jsonb not null,
      content jsonb not null,
      sort int not null default 0
    );
    create table game_vendor (
      code text primary key,
      name text not null,
      game_type text not null,
      wallet_mode text not null check (wallet_mode in ('seamless', 'transfer')),
      is_game text not null check (is_game in ('VASSALAGE', 'GAME')),
      logo_url text not null
    );
    create table merchant_vendor (
      merchant_id int not null references merchant(id),
      vendor_code text not null references game_vendor(code),
      enabled boolean not null default true,
      is_hot boolean not null default false,
      maintenance boolean not null default false,
      sort int not null default 0,
      primary key (merchant_id, vendor_code)
    );
    create table game (
      id serial primary key,
      vendor_code text not null references game_vendor(code),
      game_code text not null unique,
      name jsonb not null,
      game_type text not null,
      game_classify text not null,
      icon text not null,
      min_bet bigint not null default 0 check (min_bet >= 0),
      is_hot boolean not null default false,
      enabled boolean not null default true,
      sort int not null default 0
    );
    create index game_vendor_sort on game (vendor_code, sort);
    create table customer (
      id serial primary key,
      merchant_id int not null references merchant(id),
      username text not null,
      password_hash text not null,
      type int not null default 0 check (type in (0, 1, 2, 4, 40, 41, 42)),
      parent_id int references customer(id),
      nickname text,
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'LOCKED', 'DISABLED')),
      password_changed_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    );
    create unique index customer_merchant_username on customer (merchant_id, lower(username));
    create table staff (
      id serial primary key,
      merchant_id int not null references merchant(id),
      username text not null,
      password_hash text not null,
      role text not null,
      created_at timestamptz not null default now(),
      unique (merchant_id, username)
    );
    create table bet_record (
      id bigserial primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      vendor_code text not null references game_vendor(code),
      game_id int not null references game(id),
      round_id text not null,
      bet_amount bigint not null check (bet_amount >= 0),
      win_amount bigint not null check (win_amount >= 0),
      settled_at timestamptz not null default now(),
      unique (vendor_code, round_id)
    );
    create index bet_record_winners on bet_record (merchant_id, settled_at desc) where win_amount > 0;
`;
