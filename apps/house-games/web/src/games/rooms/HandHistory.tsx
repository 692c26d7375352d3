import { useEffect, useState } from 'react';
import type { RoomGame } from '../../../../src/shared/rooms-api.ts';
import type { z } from 'zod';
import type { myHandsValue } from '../../../../src/shared/rooms-api.ts';
import type { RoomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { bullName, handName } from './hand-names.ts';
import { verifyHandHref } from './links.ts';
import { CardRow } from './PlayingCard.tsx';

type MyHand = z.infer<typeof myHandsValue>['hands'][number];

/** My last hands in this game: cards, board, pot, result, rake, and the verify link. */
export function HandHistory({ api, game }: { api: RoomsClient; game: RoomGame }) {
  const house = useHouse();
  const { t, lang, locale } = useI18n();
  const [hands, setHands] = useState<MyHand[] | null>(null);
  const { fail } = house;
  useEffect(() => {
    const abort = new AbortController();
    api
      .hands(game, 30, abort.signal)
      .then((v) => setHands(v.hands))
      .catch((e: unknown) => {
        if (!abort.signal.aborted) {
          fail(e);
          setHands([]);
        }
      });
    return () => abort.abort();
  }, [api, game, fail]);

  if (hands === null) return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  if (hands.length === 0) return <p className="muted">{t('rooms.history.empty')}</p>;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ul className="hand-list">
      {hands.map((h) => {
        const result = h.voided
          ? t('rooms.history.voided')
          : h.category
            ? handName(h.category, lang)
            : game === 'bullbull'
              ? bullName({ bull: h.bull }, lang)
              : null;
        return (
          <li key={h.handId} className="hand-list__item">
            <div className="hand-list__head">
              <strong>{t('rooms.table.hand', { n: h.handNo })}</strong>
              <span className="muted small">{time.format(new Date(h.time))}</span>
              <span className={`hand-list__net${h.net > 0 ? ' pos' : ''}`}>
                {h.net > 0 ? '+' : ''}
                {house.money(h.net)}
              </span>
            </div>
            <div className="hand-list__cards">
              <CardRow cards={h.yourCards} count={0} size="sm" label={t('rooms.table.yourCards')} />
              {h.board.length > 0 && (
                <CardRow cards={h.board} count={0} size="sm" label={t('rooms.table.board')} />
              )}
            </div>
            <dl className="hand-list__facts small">
              <div>
                <dt className="muted">{t('rooms.history.pot')}</dt>
                <dd>{house.money(h.pot)}</dd>
              </div>
              <div>
                <dt className="muted">{t('rooms.history.rake')}</dt>
                <dd>{house.money(h.rake)}</dd>
              </div>
              {result && (
                <div>
                  <dt className="muted">{t('rooms.history.result')}</dt>
                  <dd>{result}</dd>
                </div>
              )}
            </dl>
            <a
              className="link small"
              href={verifyHandHref(lang, h.handId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('rooms.table.verify')} <Icon name="external" size={14} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
