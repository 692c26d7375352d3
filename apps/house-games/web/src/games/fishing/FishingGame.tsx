import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { fishKind } from '../../../../src/engine/fishing/fish.ts';
import { fishAt, type Fish } from '../../../../src/engine/fishing/spawn.ts';
import { fishingClient, type FishingShotsValue, type FishingState, type ShotAsk } from '../../api/fishing.ts';
import { HouseApiError, newRequestId } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { Drawer } from '../../shell/Drawer.tsx';
import { fitCanvas, useAnimationFrame, useElementSize } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import {
  drawBullet,
  drawBurst,
  drawCannon,
  drawFish,
  drawWater,
  drawWheel,
  wheelIndex,
  type Bullet,
  type Burst,
  type Dying,
} from './draw.ts';
import { FishingHistory, FishingRules } from './FishingPanels.tsx';
import './fishing.css';

const FLUSH_MS = 250;
const AUTO_FIRE_MS = 220;
const BULLET_SPEED = 0.9; // px per ms
const MAX_FLYING = 12;

interface Flying extends Bullet {
  cost: number;
}

/** The ocean (HOUSEFH_OCEAN): a canvas scene, a cannon at the bottom, shots sent in small batches. */
export default function FishingGame() {
  const house = useHouse();
  const { t, lang } = useI18n();
  const api = useMemo(() => fishingClient(house.session.session, lang), [house.session.session, lang]);
  const [st, setSt] = useState<FishingState | null>(null);
  const [paused, setPaused] = useState(false);
  const [panel, setPanel] = useState<'rules' | 'history' | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [wrapRef, size] = useElementSize<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dprRef = useRef(1);
  const scene = useRef({ sceneMs: 0, at: 0 });
  const live = useRef({
    serverBalance: 0,
    unsent: 0,
    pending: [] as ShotAsk[],
    flying: [] as Flying[],
    bursts: [] as Burst[],
    dying: [] as Dying[],
    dead: new Set<string>(),
    onScreen: [] as { fish: Fish; x: number; y: number; r: number }[],
    aim: 0,
    firing: false,
    lastShot: 0,
    lastFrame: 0,
    announced: new Set<string>(),
    wheel: null as { index: number; born: number } | null,
    sending: false,
  });
  const houseRef = useRef(house);
  houseRef.current = house;
  const still = house.reducedMotion;

  const sceneNow = () => scene.current.sceneMs + (performance.now() - scene.current.at);
  const showBalance = useCallback(() => {
    const L = live.current;
    const h = houseRef.current;
    const flying = L.flying.reduce((s, b) => s + b.cost, 0);
    h.setBalance(h.major(h.minor(L.serverBalance) - L.unsent - flying));
  }, []);

  const adopt = useCallback(
    (s: FishingState) => {
      scene.current = { sceneMs: s.sceneMs, at: performance.now() };
      live.current.serverBalance = s.balance;
      for (const id of s.caught) live.current.dead.add(id);
      setSt(s);
      showBalance();
      if (s.voided.length)
        houseRef.current.fail(
          new HouseApiError(
            'platform.unavailable',
            t('fishing.voided', { n: s.voided.reduce((n, v) => n + v.shots, 0) }),
          ),
        );
    },
    [showBalance, t],
  );

  useEffect(() => {
    let gone = false;
    api
      .enter(newRequestId().slice(0, 16))
      .then((s) => !gone && adopt(s))
      .catch((e: unknown) => houseRef.current.fail(e));
    return () => {
      gone = true;
      void api.leave().catch(() => undefined);
    };
  }, [api, adopt]);

  // The bullet within the fishing range (the operator may narrow the session's).
  const chips = useMemo(() => st?.bullet.chips ?? [], [st]);
  const bulletMajor = house.major(house.bet);
  useEffect(() => {
    if (!st || chips.length === 0) return;
    if (bulletMajor < st.bullet.min || bulletMajor > st.bullet.max) house.setBet(house.minor(chips[0]!));
  }, [st, chips, bulletMajor, house]);
  const step = (dir: 1 | -1) => {
    const i = chips.findIndex((c) => c >= bulletMajor);
    const at = i < 0 ? chips.length - 1 : i;
    const next = chips[Math.max(0, Math.min(chips.length - 1, at + dir))];
    if (next !== undefined) house.setBet(house.minor(next));
  };

  const onAnswer = useCallback(
    (res: FishingShotsValue, sent: ShotAsk[]) => {
      const L = live.current;
      const h = houseRef.current;
      L.unsent -= sent.reduce((s, a) => s + h.minor(a.bullet), 0);
      L.serverBalance = res.balance;
      const now = performance.now();
      for (const o of res.outcomes) {
        if (!o.caught || L.dead.has(o.fishId)) continue;
        L.dead.add(o.fishId);
        const seen = L.onScreen.find((f) => f.fish.id === o.fishId);
        const x = seen?.x ?? (canvasRef.current?.clientWidth ?? 300) / 2;
        const y = seen?.y ?? (canvasRef.current?.clientHeight ?? 300) / 2;
        if (seen) L.dying.push({ fish: seen.fish, at: now, x, y, angle: 0 });
        const kind = fishKind(o.kind)!;
        L.bursts.push({
          x,
          y,
          born: now,
          text: `+${h.money(o.payout)}`,
          coins: still ? 3 : kind.role === 'fish' ? 8 : 20,
          big: kind.role !== 'fish',
        });
        h.setLastWin(o.payout);
        h.cue(kind.role === 'fish' ? 'win' : 'big');
        if (kind.role === 'bonus') L.wheel = { index: wheelIndex(o.multiplier), born: now };
        if (kind.role !== 'fish')
          setBanner(
            t(kind.role === 'boss' ? 'fishing.bossCaught' : 'fishing.bonusWin', {
              m: o.multiplier,
              win: h.money(o.payout),
            }),
          );
      }
      // A fish the server says is gone (caught by an earlier shot, or swum off) is gone here too.
      for (const r of res.refused) {
        const a = sent.find((x) => x.shotId === r.shotId);
        if (a && r.error === 'fishing.fish.gone') L.dead.add(a.fishId);
      }
      const poor = res.refused.some((r) => r.error === 'insufficient.balance');
      if (poor) h.fail(new HouseApiError('insufficient.balance', ''));
      if (res.voided.length)
        h.fail(
          new HouseApiError(
            'platform.unavailable',
            t('fishing.voided', { n: res.voided.reduce((n, v) => n + v.shots, 0) }),
          ),
        );
      showBalance();
    },
    [showBalance, still, t],
  );

  const flush = useCallback(async () => {
    const L = live.current;
    if (L.sending || L.pending.length === 0) return;
    L.sending = true;
    const sent = L.pending.splice(0, 20);
    try {
      onAnswer(await api.shots(sent), sent);
    } catch (e) {
      // No answer: the same shot ids go again (the server answers a repeated id with its first decision).
      if (e instanceof HouseApiError && e.code === 'network') L.pending.unshift(...sent);
      else {
        L.unsent -= sent.reduce((s, a) => s + houseRef.current.minor(a.bullet), 0);
        showBalance();
        houseRef.current.fail(e);
      }
    } finally {
      L.sending = false;
    }
  }, [api, onAnswer, showBalance]);
  useEffect(() => {
    const id = setInterval(() => void flush(), FLUSH_MS);
    return () => clearInterval(id);
  }, [flush]);

  const fire = useCallback(() => {
    const L = live.current;
    const h = houseRef.current;
    const c = canvasRef.current;
    if (!st || paused || !c || L.flying.length >= MAX_FLYING) return;
    const cost = h.bet;
    const flying = L.flying.reduce((s, b) => s + b.cost, 0);
    if (h.minor(L.serverBalance) - L.unsent - flying < cost) {
      L.firing = false;
      h.fail(new HouseApiError('insufficient.balance', ''));
      return;
    }
    L.lastShot = performance.now();
    const w = c.clientWidth;
    const hh = c.clientHeight;
    L.flying.push({
      x: w / 2 + Math.sin(L.aim) * 58,
      y: hh - 8 - Math.cos(L.aim) * 58,
      dx: Math.sin(L.aim),
      dy: -Math.cos(L.aim),
      cost,
    });
    h.cue('tick');
    showBalance();
  }, [paused, showBalance, st]);

  const frame = useCallback(
    (now: number) => {
      const c = canvasRef.current;
      const L = live.current;
      if (!c || !st) return;
      const g = c.getContext('2d');
      if (!g) return;
      const w = c.clientWidth;
      const h = c.clientHeight;
      const dt = Math.min(50, L.lastFrame ? now - L.lastFrame : 16);
      L.lastFrame = now;
      g.setTransform(dprRef.current, 0, 0, dprRef.current, 0, 0);
      const tScene = sceneNow();
      drawWater(g, w, h, now, still);
      const fish = fishAt(st.spawnSeed, tScene).filter((f) => !L.dead.has(f.id));
      L.onScreen = fish.map((f) => ({ fish: f, ...drawFish(g, f, tScene, w, h, now) }));
      const boss = fish.find((f) => fishKind(f.kind)!.role === 'boss');
      if (boss && !L.announced.has(boss.id)) {
        L.announced.add(boss.id);
        setBanner(t('fishing.bossArrives'));
      }
      L.dying = L.dying.filter((d) => {
        const fade = (now - d.at) / 600;
        if (fade >= 1) return false;
        drawFish(g, d.fish, tScene, w, h, now, fade);
        return true;
      });
      let refunded = false;
      L.flying = L.flying.filter((b) => {
        b.x += b.dx * BULLET_SPEED * dt;
        b.y += b.dy * BULLET_SPEED * dt;
        if (b.x < 0 || b.x > w) b.dx = -b.dx;
        if (b.y < -10) {
          // A bullet that hits nothing is never a bet.
          refunded = true;
          return false;
        }
        const hit = L.onScreen.find((f) => Math.hypot(f.x - b.x, f.y - b.y) < f.r);
        if (hit) {
          const h2 = houseRef.current;
          L.pending.push({
            shotId: newRequestId(),
            fishId: hit.fish.id,
            kind: hit.fish.kind,
            bullet: h2.major(b.cost),
          });
          L.unsent += b.cost;
          return false;
        }
        drawBullet(g, b);
        return true;
      });
      if (refunded) showBalance();
      L.bursts = L.bursts.filter((b) => drawBurst(g, b, now));
      drawCannon(g, w, h, L.aim, house.money(bulletMajor));
      if (L.wheel) {
        if (now - L.wheel.born > 3_200) L.wheel = null;
        else drawWheel(g, w, h, L.wheel.index, now - L.wheel.born, still);
      }
      if (L.firing && now - L.lastShot > AUTO_FIRE_MS) fire();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [st, still, fire, bulletMajor, house.money, showBalance, t],
  );
  useAnimationFrame(frame, st !== null && !paused);

  useEffect(() => {
    const c = canvasRef.current;
    if (c && size.width > 0) dprRef.current = fitCanvas(c, size.width, size.height);
  }, [size]);

  useEffect(() => {
    if (!banner) return;
    const id = setTimeout(() => setBanner(null), 3_000);
    return () => clearTimeout(id);
  }, [banner]);

  // The tab hides: stop, send what was hit, settle the open batch; back: resume the server's scene.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      live.current.firing = false;
      setPaused(true);
      void flush().then(() => api.leave().catch(() => undefined));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [api, flush]);
  const resume = async () => {
    try {
      adopt(await api.state());
      setPaused(false);
    } catch (e) {
      house.fail(e);
    }
  };

  const aimAt = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const dx = e.clientX - r.left - r.width / 2;
    const dy = r.bottom - 8 - e.clientY;
    live.current.aim = Math.max(-1.45, Math.min(1.45, Math.atan2(dx, Math.max(1, dy))));
  };
  const onKey = (e: KeyboardEvent) => {
    const L = live.current;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      fire();
    } else if (e.key === 'ArrowLeft') L.aim = Math.max(-1.45, L.aim - 0.08);
    else if (e.key === 'ArrowRight') L.aim = Math.min(1.45, L.aim + 0.08);
    else if (e.key === '+' || e.key === '=') step(1);
    else if (e.key === '-') step(-1);
  };

  return (
    <div className="fishing">
      <div className="fishing__sea" ref={wrapRef}>
        <canvas
          ref={canvasRef}
          className="fishing__canvas"
          tabIndex={0}
          role="img"
          aria-label={t('fishing.sceneLabel')}
          onKeyDown={onKey}
          onPointerMove={aimAt}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            aimAt(e);
            fire();
            live.current.firing = true;
          }}
          onPointerUp={() => (live.current.firing = false)}
          onPointerCancel={() => (live.current.firing = false)}
        />
        {banner && (
          <div className="fishing__banner" role="status" aria-live="polite">
            {banner}
          </div>
        )}
        {!st && <div className="fishing__overlay">{t('app.loading')}</div>}
        {paused && (
          <div className="fishing__overlay" role="dialog" aria-modal="true" aria-labelledby="fishing-paused">
            <h2 id="fishing-paused">{t('fishing.paused')}</h2>
            <p>{t('fishing.pausedText')}</p>
            <button type="button" className="btn btn--primary" onClick={() => void resume()} autoFocus>
              {t('fishing.resume')}
            </button>
          </div>
        )}
      </div>
      <div className="fishing__bar">
        <div className="fishing__bullet" role="group" aria-label={t('fishing.bullet')}>
          <button
            type="button"
            className="icon-btn"
            onClick={() => step(-1)}
            aria-label={t('fishing.bulletDown')}
          >
            −
          </button>
          <span className="fishing__cost">
            <small>{t('fishing.bullet')}</small>
            <strong data-testid="fishing-bullet">{house.money(bulletMajor)}</strong>
          </span>
          <button
            type="button"
            className="icon-btn"
            onClick={() => step(1)}
            aria-label={t('fishing.bulletUp')}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="btn btn--primary fishing__fire"
          onClick={fire}
          disabled={!st || paused}
        >
          {t('fishing.fire')}
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setPanel('rules')}
          aria-label={t('fishing.rules')}
          title={t('fishing.rules')}
        >
          <Icon name="shield" />
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setPanel('history')}
          aria-label={t('fishing.history')}
          title={t('fishing.history')}
        >
          <Icon name="history" />
        </button>
      </div>
      <Drawer open={panel === 'rules'} onClose={() => setPanel(null)} title={t('fishing.rules')}>
        {st && <FishingRules state={st} api={api} onRotated={(f) => setSt({ ...st, fairness: f })} />}
      </Drawer>
      <Drawer open={panel === 'history'} onClose={() => setPanel(null)} title={t('fishing.history')}>
        {panel === 'history' && <FishingHistory api={api} />}
      </Drawer>
    </div>
  );
}
