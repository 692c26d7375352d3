import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { webFairCrypto } from '@portal/fair/web';
import { verifyDrawAsync, type DrawVerification } from '@portal/lottery/draw';
import { formatWinNo, isGroupCode, parseWinNo } from '@portal/lottery/groups';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useLotteryMenus } from '../api/get-menus';
import { useDrawVerify, type DrawVerify } from '../api/get-verify';
import { DrawBalls } from '../components/balls';
import { VnBoard } from '../components/vn-board';
import './lottery.css';

type Check =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: DrawVerification }
  | { state: 'failed' };

/**
 * The lottery verify page (decision 0011): a draw's hash, committed before its sales closed, and its
 * seed, revealed at the draw. The browser recomputes SHA-256(seed) and the result from the seed
 * (HMAC-SHA256 with the game code and numero, @portal/lottery's draw.ts) and says whether both match.
 */
export default function LotteryVerifyPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const brand = useSystemInfo().brand;
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const numero = params.get('numero') ?? '';
  const verify = useDrawVerify(gameCode, numero);
  const title = t('lottery.verify.title');
  const lott = useLotteryMenus('LOTT');
  const vn = useLotteryMenus('VN');
  const games = useMemo(
    () => [...(lott.data ?? []), ...(vn.data ?? [])].flatMap((g) => g.gameMenus),
    [lott.data, vn.data],
  );

  useEffect(() => {
    setDocumentTitle(brand.name, title);
  }, [brand.name, title]);

  return (
    <div className="lverify">
      <h1 className="page__title">
        <span className="page__title-icon">
          <Icon name="shield" size={20} />
        </span>
        {title}
      </h1>
      <p className="page__lead">{t('lottery.verify.lead')}</p>
      <VerifyForm
        key={`${gameCode}/${numero}`}
        games={games}
        gameCode={gameCode}
        numero={numero}
        onSubmit={(g, n) => setParams({ gameCode: g, numero: n })}
      />
      {!gameCode || !numero ? null : verify.isPending ? (
        <Skeleton height={260} />
      ) : verify.data ? (
        <VerifyResult
          key={`${verify.data.gameCode}/${verify.data.numero}`}
          data={verify.data}
          gameName={games.find((g) => g.code === verify.data.gameCode)?.remark ?? verify.data.gameCode}
          lang={lang}
        />
      ) : (
        <QueryError error={verify.error} onRetry={() => void verify.refetch()} />
      )}
    </div>
  );
}

function VerifyForm({
  games,
  gameCode,
  numero,
  onSubmit,
}: {
  games: readonly { code: string; remark: string }[];
  gameCode: string;
  numero: string;
  onSubmit: (gameCode: string, numero: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [game, setGame] = useState(gameCode);
  const [text, setText] = useState(numero);
  return (
    <form
      className="lverify__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (game && text.trim()) onSubmit(game, text.trim());
      }}
    >
      <label className="lverify__field" htmlFor={`${id}-game`}>
        <span>{t('lottery.orders.game')}</span>
        <select id={`${id}-game`} className="lselect" value={game} onChange={(e) => setGame(e.target.value)}>
          <option value="">—</option>
          {games.map((g) => (
            <option key={g.code} value={g.code}>
              {g.remark}
            </option>
          ))}
        </select>
      </label>
      <label className="lverify__field" htmlFor={`${id}-numero`}>
        <span>{t('lottery.orders.numero')}</span>
        <input
          id={`${id}-numero`}
          className="linput lverify__numero"
          value={text}
          placeholder="20260101-0001"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--primary">
        {t('lottery.verify.load')}
      </button>
    </form>
  );
}

function VerifyResult({
  data,
  gameName,
  lang,
}: {
  data: DrawVerify;
  gameName: string;
  lang: ReturnType<typeof useLanguage>;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const group = isGroupCode(data.groupCode) ? data.groupCode : null;
  const seed = data.serverSeed;

  useEffect(() => {
    if (!seed || !group) return;
    let live = true;
    setCheck({ state: 'running' });
    verifyDrawAsync(seed, data.commitHash, data.gameCode, data.numero, webFairCrypto, group)
      .then((result) => live && setCheck({ state: 'done', result }))
      .catch(() => live && setCheck({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [seed, group, data.commitHash, data.gameCode, data.numero]);

  const computed = check.state === 'done' ? check.result : null;
  const resultMatches = computed !== null && data.winNo !== null && computed.winNo === data.winNo;
  const matches = computed !== null && computed.hashMatches && resultMatches;
  const vnResult = computed && 'prizes' in computed.result ? computed.result : null;
  const shownWinNo = (winNo: string | null) => {
    if (!winNo || !group) return winNo;
    const parsed = parseWinNo(group, winNo);
    return parsed && 'prizes' in parsed
      ? (parsed.prizes[0]?.numbers[0] ?? winNo)
      : parsed
        ? formatWinNo(parsed)
        : winNo;
  };

  return (
    <section className="lverify__card" aria-labelledby="lverify-result">
      <h2 id="lverify-result" className="lverify__heading">
        {t('lottery.verify.drawOf', { game: gameName, numero: data.numero })}
      </h2>
      <dl className="lverify__facts">
        <div>
          <dt>{t('lottery.verify.drawTime')}</dt>
          <dd>{formatDateTime(data.drawTime, lang)}</dd>
        </div>
        <div>
          <dt>{t('lottery.verify.commitHash')}</dt>
          <dd className="lverify__mono">
            {data.commitHash}
            <CopyButton text={data.commitHash} label={t('lottery.verify.commitHash')} />
          </dd>
        </div>
        <div>
          <dt>{t('lottery.verify.serverSeed')}</dt>
          <dd className="lverify__mono">
            {seed ? (
              <>
                {seed}
                <CopyButton text={seed} label={t('lottery.verify.serverSeed')} />
              </>
            ) : (
              t('lottery.verify.seedHidden')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.verify.clientSeed')}</dt>
          <dd className="lverify__mono">{data.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('lottery.verify.nonce')}</dt>
          <dd className="lverify__mono">{data.nonce}</dd>
        </div>
        <div>
          <dt>{t('lottery.verify.serverResult')}</dt>
          <dd>
            {data.winNo ? (
              <DrawBalls winNo={shownWinNo(data.winNo)} groupCode={data.groupCode} size="sm" />
            ) : (
              t('lottery.orders.notDrawn')
            )}
          </dd>
        </div>
        {computed && (
          <div>
            <dt>{t('lottery.verify.computed')}</dt>
            <dd>
              <DrawBalls winNo={shownWinNo(computed.winNo)} groupCode={data.groupCode} size="sm" />
            </dd>
          </div>
        )}
      </dl>

      {!seed ? (
        <EmptyState icon="lock" title={t('lottery.verify.notYet')}>
          {t('lottery.verify.notYetText')}
        </EmptyState>
      ) : check.state === 'running' || check.state === 'idle' ? (
        <p className="lverify__status" role="status">
          {t('lottery.verify.running')}
        </p>
      ) : check.state === 'failed' ? (
        <p className="lverify__status lverify__status--bad" role="status">
          <Icon name="info" size={20} />
          {t('lottery.verify.failed')}
        </p>
      ) : (
        <div
          className={`lverify__status${matches ? ' lverify__status--ok' : ' lverify__status--bad'}`}
          role="status"
        >
          <Icon name={matches ? 'check' : 'info'} size={22} />
          <div>
            <strong>{t(matches ? 'lottery.verify.match' : 'lottery.verify.mismatch')}</strong>
            <ul className="lverify__checks">
              <li>{t(computed?.hashMatches ? 'lottery.verify.hashOk' : 'lottery.verify.hashBad')}</li>
              <li>{t(resultMatches ? 'lottery.verify.resultOk' : 'lottery.verify.resultBad')}</li>
            </ul>
          </div>
        </div>
      )}
      {vnResult && (
        <VnBoard
          draw={{
            gameCode: data.gameCode,
            gameName,
            numero: data.numero,
            winNo: vnResult.prizes[0]?.numbers[0] ?? '',
            prizes: vnResult.prizes.map((p) => ({ tier: p.tier, numbers: [...p.numbers] })),
            drawTime: data.drawTime,
          }}
          groupCode={data.groupCode}
        />
      )}
      <p className="lverify__how">{t('lottery.verify.how')}</p>
      <Link
        className="lverify__back"
        to={data.groupCode.startsWith('VNC') ? links.vnlottery(data.gameCode) : links.lottery(data.gameCode)}
      >
        {t('lottery.verify.back')}
      </Link>
    </section>
  );
}
