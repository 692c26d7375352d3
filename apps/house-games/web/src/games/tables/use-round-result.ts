import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableGame } from '../../../../src/shared/api.ts';
import { getTableMine } from '../../api/tables.ts';
import { useHouse } from '../../shell/house.tsx';
import { useI18n } from '../../i18n/react.tsx';
import { toMajor, toMinor } from '../../lib/money.ts';

export interface RoundResult {
  readonly roundId: string;
  /** What the round returned to this session, major units (0: nothing won). */
  readonly win: number;
}

const READ_EVERY_MS = 1000;
/** The win reaches the wallet a moment after the reveal ends; give up reading after this many tries. */
const MAX_READS = 8;

/**
 * This session's result of each round it bet on, shown when that round's reveal ends: the page marks a
 * round with `track(roundId)` when a placement is accepted (or the state shows bets of this session), and
 * once the round is over (`isOver(roundId)`) the placements (GET mine) say what it returned; then the
 * balance is read again and the win goes to the bar.
 */
export function useRoundResult(
  game: TableGame,
  isOver: (roundId: string) => boolean,
  onSettled: () => void,
): { result: RoundResult | null; track: (roundId: string) => void } {
  const house = useHouse();
  const { lang } = useI18n();
  const [result, setResult] = useState<RoundResult | null>(null);
  const tracked = useRef(new Map<string, number>());
  const overRef = useRef(isOver);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    overRef.current = isOver;
    settledRef.current = onSettled;
  });
  const { api, session, decimals, setBalance, setLastWin, cue, fail } = house;

  const track = useCallback((roundId: string) => {
    if (!tracked.current.has(roundId)) tracked.current.set(roundId, 0);
  }, []);

  useEffect(() => {
    let busy = false;
    const id = setInterval(() => {
      if (busy) return;
      const due = [...tracked.current.keys()].filter((r) => overRef.current(r));
      if (due.length === 0) return;
      busy = true;
      getTableMine(game, session.session, lang, 20)
        .then(async ({ placements }) => {
          for (const roundId of due) {
            const mine = placements.filter((p) => p.roundId === roundId);
            const tries = (tracked.current.get(roundId) ?? 0) + 1;
            const open = mine.length === 0 || mine.some((p) => p.status === 'open');
            if (open && tries < MAX_READS) {
              tracked.current.set(roundId, tries);
              continue;
            }
            tracked.current.delete(roundId);
            if (open) continue;
            const win = mine.reduce((sum, p) => sum + toMinor(p.win ?? 0, decimals), 0);
            const major = toMajor(win, decimals);
            setResult({ roundId, win: major });
            setLastWin(major);
            cue(win > 0 ? 'win' : 'lose');
            const { balance } = await api.balance();
            setBalance(balance);
            settledRef.current();
          }
        })
        .catch(fail)
        .finally(() => {
          busy = false;
        });
    }, READ_EVERY_MS);
    return () => clearInterval(id);
  }, [game, session.session, lang, api, decimals, setBalance, setLastWin, cue, fail]);

  return { result, track };
}
