/**
 * What every game gets from the shell: the session, the API, money formatting, the bet, the balance bar
 * and the round flow. A round's answer carries the balance after its win; the bar shows the stake taken
 * at once and the win only when the game's animation reveals it (beginRound / endRound).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { defaultRtpOf } from '../../../src/engine/rtp-variants.ts';
import {
  houseGameKind,
  type Fairness,
  type HouseGameCode,
  type SessionValue,
} from '../../../src/shared/api.ts';
import { HouseApiError, houseClient, type HouseClient } from '../api/client.ts';
import { useI18n } from '../i18n/react.tsx';
import type { PlainKey } from '../i18n/index.ts';
import { initialBet } from '../lib/bet.ts';
import { formatMoney, toMajor, toMinor } from '../lib/money.ts';
import { useReducedMotion } from './hooks.ts';
import { playCue, unlockAudio, type Cue } from './sound.ts';
import { storeSession } from './session.ts';

/** The games (houseGameKind's values; its declared return type is a plain string); 'sports' is the sportsbook. */
export const gameKinds = [
  'dragon-fortune',
  'neon-fruits',
  'dice',
  'crash',
  'plinko',
  'sports',
  'baccarat',
  'baccarat-nc',
  'dragon-tiger',
  'roulette',
  'sicbo',
  'fishing',
  'holdem',
  'bullbull',
] as const;
export type GameKind = (typeof gameKinds)[number];

export function kindOf(code: HouseGameCode): GameKind {
  const kind = houseGameKind(code);
  if (!(gameKinds as readonly string[]).includes(kind)) throw new Error(`unknown game kind ${kind}`);
  return kind as GameKind;
}

export interface House {
  readonly session: SessionValue;
  readonly api: HouseClient;
  readonly code: HouseGameCode;
  readonly kind: GameKind;
  /** The RTP variant the session plays, percent (decision 0034): the figures shown are that variant's. */
  readonly rtp: number;
  readonly decimals: number;
  readonly currency: string;
  /** What the balance bar shows, major units. */
  readonly balance: number;
  readonly lastWin: number | null;
  readonly fairness: Fairness;
  readonly reducedMotion: boolean;
  readonly soundOn: boolean;
  /** Bet in minor units, shared by the bet selector and the game. */
  readonly bet: number;
  setBet(minor: number): void;
  money(major: number): string;
  /** Major units of a minor amount. */
  major(minor: number): number;
  minor(major: number): number;
  /** A round was answered: take its balance, hold back its win until endRound(ticket). */
  beginRound(answer: { balance: number; fairness?: Fairness }, win: number): number;
  endRound(ticket: number): void;
  setBalance(balance: number): void;
  setLastWin(win: number | null): void;
  setFairness(fairness: Fairness): void;
  /** Shows an error (expired sessions switch the page to the expired state). */
  fail(error: unknown): void;
  toggleSound(): void;
  cue(cue: Cue): void;
}

const HouseContext = createContext<House | null>(null);

export function useHouse(): House {
  const house = useContext(HouseContext);
  if (!house) throw new Error('useHouse outside HouseProvider');
  return house;
}

export function errorKey(error: unknown): PlainKey {
  if (!(error instanceof HouseApiError)) return 'error.internal.error';
  return `error.${error.code}`;
}

export function HouseProvider({
  session: initial,
  onExpired,
  onError,
  children,
}: {
  session: SessionValue;
  onExpired: () => void;
  onError: (message: string) => void;
  children: ReactNode;
}) {
  const { lang, locale, t } = useI18n();
  const reducedMotion = useReducedMotion();
  const decimals = initial.player.decimals;
  const api = useMemo(() => houseClient(initial.session, lang), [initial.session, lang]);
  const [serverBalance, setServerBalance] = useState(initial.balance);
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(new Map());
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [fairness, setFairnessState] = useState(initial.fairness);
  const [soundOn, setSoundOn] = useState(false);
  const [bet, setBet] = useState(() => initialBet(initial.limits, decimals));
  const ticketRef = useRef(0);
  const pendingRef = useRef(new Map<number, number>());
  const soundRef = useRef(false);

  const persist = useCallback(
    (patch: Partial<SessionValue>) => storeSession({ ...initial, ...patch }),
    [initial],
  );

  const setBalance = useCallback(
    (b: number) => {
      setServerBalance(b);
      persist({ balance: b });
    },
    [persist],
  );
  const setFairness = useCallback(
    (f: Fairness) => {
      setFairnessState(f);
      persist({ fairness: f });
    },
    [persist],
  );

  const pendingMinor = [...pending.values()].reduce((sum, w) => sum + toMinor(w, decimals), 0);
  const balance = toMajor(toMinor(serverBalance, decimals) - pendingMinor, decimals);

  const house = useMemo<House>(
    () => ({
      session: initial,
      api,
      code: initial.game,
      kind: kindOf(initial.game),
      // A stored session from before variants plays the default, as the server does.
      rtp: initial.rtp ?? defaultRtpOf(houseGameKind(initial.game)) ?? 0,
      decimals,
      currency: initial.player.currency,
      balance,
      lastWin,
      fairness,
      reducedMotion,
      soundOn,
      bet,
      setBet,
      money: (major) => formatMoney(major, decimals, locale),
      major: (minor) => toMajor(minor, decimals),
      minor: (major) => toMinor(major, decimals),
      beginRound(answer, win) {
        const ticket = ++ticketRef.current;
        setServerBalance(answer.balance);
        persist({ balance: answer.balance, ...(answer.fairness ? { fairness: answer.fairness } : {}) });
        if (answer.fairness) setFairnessState(answer.fairness);
        pendingRef.current.set(ticket, win);
        setPending(new Map(pendingRef.current));
        return ticket;
      },
      endRound(ticket) {
        const win = pendingRef.current.get(ticket);
        if (win === undefined) return;
        pendingRef.current.delete(ticket);
        setPending(new Map(pendingRef.current));
        setLastWin(win);
      },
      setBalance,
      setLastWin,
      setFairness,
      fail(error) {
        if (error instanceof HouseApiError && error.sessionGone) {
          onExpired();
          return;
        }
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const key = errorKey(error);
        // The server's message is already in the session's language; ours covers network trouble.
        const message =
          error instanceof HouseApiError &&
          error.code !== 'network' &&
          error.code !== 'bad.answer' &&
          error.message
            ? error.message
            : t(key);
        onError(message);
      },
      toggleSound() {
        const next = !soundRef.current;
        soundRef.current = next;
        if (next) unlockAudio();
        setSoundOn(next);
      },
      cue(c) {
        if (soundRef.current) playCue(c);
      },
    }),
    [
      initial,
      api,
      decimals,
      balance,
      lastWin,
      fairness,
      reducedMotion,
      soundOn,
      bet,
      locale,
      persist,
      setBalance,
      setFairness,
      onExpired,
      onError,
      t,
    ],
  );

  return <HouseContext.Provider value={house}>{children}</HouseContext.Provider>;
}
