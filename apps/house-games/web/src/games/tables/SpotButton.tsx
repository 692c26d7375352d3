import { createContext, useContext, type ReactNode } from 'react';
import { spotName } from '../../../../src/engine/tables/index.ts';
import type { TableGame } from '../../../../src/shared/api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatChip } from '../../lib/money.ts';
import { useHouse } from '../../shell/house.tsx';
import { chipStack } from './chip-board.ts';
import { paysText, spotDef } from './table-spots.ts';

/** What every spot of a layout needs: the chips on it, the winners, the lock and the click. */
export interface LayoutProps {
  readonly game: TableGame;
  /** Placed + pending per spot, minor units. */
  readonly totals: ReadonlyMap<string, number>;
  readonly pending: ReadonlyMap<string, number>;
  readonly winners: ReadonlySet<string>;
  readonly locked: boolean;
  /** Rack values (minor), for drawing stacks. */
  readonly chips: readonly number[];
  onBet(spot: string): void;
}

export const LayoutContext = createContext<LayoutProps | null>(null);

function useLayout(): LayoutProps {
  const ctx = useContext(LayoutContext);
  if (!ctx) throw new Error('SpotButton outside a layout');
  return ctx;
}

const tone = (value: number, chips: readonly number[]) => {
  const i = [...chips].sort((a, b) => a - b).indexOf(value);
  return i < 0 ? 0 : i % 6;
};

/** A chip stack with the total on top (the placed part solid, a pending part outlined). */
export function ChipStack({ amount, pending }: { amount: number; pending: boolean }) {
  const house = useHouse();
  const { locale } = useI18n();
  const layout = useLayout();
  const stack = chipStack(amount, layout.chips, 4);
  return (
    <span className={`stack${pending ? ' stack--pending' : ''}`} aria-hidden="true">
      {stack.map((c, i) => (
        <span
          key={i}
          className={`stack__chip chip-tone-${tone(c, layout.chips)}`}
          style={{ bottom: `${i * 3}px` }}
        />
      ))}
      <span className="stack__label">{formatChip(house.major(amount), house.decimals, locale)}</span>
    </span>
  );
}

/**
 * One betting spot: its name (or `children`), its payout, the chips on it; lit when the outcome wins it.
 * The accessible name says the spot, its payout and the amount on it.
 */
export function SpotButton({
  spot,
  children,
  className = '',
  showPays = true,
  style,
}: {
  spot: string;
  children?: ReactNode;
  className?: string;
  showPays?: boolean;
  style?: React.CSSProperties;
}) {
  const { t, lang } = useI18n();
  const house = useHouse();
  const layout = useLayout();
  const def = spotDef(layout.game, spot);
  if (!def) return null;
  const name = spotName(layout.game, spot)[lang];
  const pays = paysText(def);
  const total = layout.totals.get(spot) ?? 0;
  const label =
    total > 0
      ? t('tables.spotLabelBet', { spot: name, pays, amount: house.money(house.major(total)) })
      : t('tables.spotLabel', { spot: name, pays });
  return (
    <button
      type="button"
      className={`spot ${className}${layout.winners.has(spot) ? ' spot--won' : ''}${total > 0 ? ' spot--bet' : ''}`}
      style={style}
      aria-label={label}
      aria-disabled={layout.locked}
      onClick={() => !layout.locked && layout.onBet(spot)}
      data-spot={spot}
    >
      <span className="spot__name">{children ?? name}</span>
      {showPays && <span className="spot__pays">{pays}</span>}
      {total > 0 && <ChipStack amount={total} pending={(layout.pending.get(spot) ?? 0) > 0} />}
    </button>
  );
}
