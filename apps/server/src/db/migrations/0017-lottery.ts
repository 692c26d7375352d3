import { sql, type Kysely } from 'kysely';

/**
 * The lottery (decision 0011): draws committed ahead of their sales (seed hash published, seed revealed
 * at the draw), orders paid through the ledger and settled once by the draw job, chase plans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table lottery_draw (
    id bigserial primary key,
    game_code text not null,
    numero text not null,
    open_at timestamptz not null,
    close_at timestamptz not null,
    draw_at timestamptz not null,
    -- Secret until the draw; its SHA-256 is public from the start.
    server_seed text not null,
    commit_hash text not null,
    status text not null default 'OPEN' check (status in ('OPEN', 'DRAWING', 'SETTLED')),
    claimed_at timestamptz,
    win_no text,
    result jsonb,
    drawn_at timestamptz,
    settled_at timestamptz,
    unique (game_code, numero)
  );
  create index lottery_draw_due on lottery_draw (draw_at) where status <> 'SETTLED';
  create index lottery_draw_latest on lottery_draw (game_code, draw_at desc) where status = 'SETTLED';
  create table lottery_chase (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    customer_id int not null references customer(id),
    game_code text not null,
    stop_on_win boolean not null,
    created_at timestamptz not null default now()
  );
  create table lottery_order (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    customer_id int not null references customer(id),
    request_id text not null,
    line_no int not null,
    game_code text not null,
    numero text not null,
    draw_id bigint not null references lottery_draw(id),
    prize_mode text not null,
    play_code text not null,
    content text not null,
    bet_count int not null check (bet_count > 0),
    betting_mode int not null,
    unit bigint not null check (unit > 0),
    multiple int not null check (multiple > 0),
    series int not null,
    stake bigint not null check (stake > 0),
    win bigint not null default 0,
    rebate bigint not null default 0,
    win_no text,
    status text not null default 'PENDING' check (status in ('PENDING', 'WON', 'LOST', 'CANCELLED')),
    -- Who cancelled: the member (individual withdrawal), or a chase that stopped on a win.
    cancel_reason text,
    chase_id bigint references lottery_chase(id),
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    unique (customer_id, request_id, line_no, numero)
  );
  create index lottery_order_draw on lottery_order (draw_id) where status = 'PENDING';
  create index lottery_order_member on lottery_order (customer_id, created_at desc);
  create index lottery_order_chase on lottery_order (chase_id) where chase_id is not null
`;
