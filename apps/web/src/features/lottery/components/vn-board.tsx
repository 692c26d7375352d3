import { useTranslation } from 'react-i18next';
import { VN_TIERS, type VnGroup } from '@portal/lottery/groups';
import type { Draw } from '../api/get-draws';

/** A Vietnamese prize number's last two digits grouped by their first (the "lô tô" table): 0-9 → tails. */
export function lotoTable(prizes: readonly { numbers: readonly string[] }[]): string[][] {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  for (const n of prizes.flatMap((p) => p.numbers)) {
    const tail = n.slice(-2);
    heads[Number(tail[0])]!.push(tail[1]!);
  }
  return heads.map((tails) => tails.sort());
}

/**
 * The full results board of a Vietnamese draw (XSMB 27 numbers, XSMT/XSMN 18): every prize tier with its
 * numbers, the special prize (ĐB) highlighted, and the lô tô table of tails. Before the first draw the
 * tiers are shown empty.
 */
export function VnBoard({ draw, groupCode }: { draw: Draw | undefined; groupCode: string }) {
  const { t } = useTranslation();
  const shape = VN_TIERS[(groupCode === 'VNC_27' ? 'VNC_27' : 'VNC_18') as VnGroup];
  const prizes =
    draw?.prizes ?? shape.map((s) => ({ tier: s.tier, numbers: Array<string>(s.count).fill('') }));
  const loto = draw?.prizes ? lotoTable(draw.prizes) : null;
  return (
    <div className={`vnboard${loto ? '' : ' vnboard--solo'}`}>
      <table className="vnboard__table" aria-label={t('lottery.vn.board', { numero: draw?.numero ?? '—' })}>
        <tbody>
          {prizes.map((p) => (
            <tr key={p.tier} className={`vnboard__tier vnboard__tier--${p.tier.toLowerCase()}`}>
              <th scope="row">{t(`lottery.vn.tiers.${p.tier}` as 'lottery.vn.tiers.DB')}</th>
              <td>
                <span className="vnboard__numbers">
                  {p.numbers.map((n, i) => (
                    <span key={i} className="vnboard__number">
                      {n || '—'}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!draw && <p className="vnboard__waiting">{t('lottery.vn.waiting')}</p>}
      {loto && (
        <table className="vnboard__loto" aria-label={t('lottery.vn.loto')}>
          <thead>
            <tr>
              <th scope="col">{t('lottery.vn.head')}</th>
              <th scope="col">{t('lottery.vn.tails')}</th>
            </tr>
          </thead>
          <tbody>
            {loto.map((tails, head) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                <td>{tails.join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
