import type { RoomGame, RoomSettings } from '../../../../src/shared/rooms-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { bullPayouts, rankingExamples } from './examples.ts';
import { handName } from './hand-names.ts';
import { CardRow } from './PlayingCard.tsx';

/** The room's rules: hand ranking with examples, stakes, rake, timer, sitting out, fairness. */
export function Rules({ game, room }: { game: RoomGame; room: RoomSettings }) {
  const house = useHouse();
  const { t, lang } = useI18n();
  const rake = { percent: room.rakePercent, cap: house.money(room.rakeCap) };
  return (
    <div className="room-rules">
      {game === 'holdem' ? (
        <>
          <section>
            <h3>{t('rooms.rules.ranking')}</h3>
            <p className="muted small">{t('rooms.rules.rankingText')}</p>
            <ol className="ranking">
              {rankingExamples.map((r) => (
                <li key={r.category}>
                  <span className="ranking__name">{handName(r.category, lang)}</span>
                  <CardRow cards={r.cards} count={0} size="sm" label={handName(r.category, lang)} />
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h3>{t('rooms.rules.blindsTitle')}</h3>
            <p>
              {t('rooms.rules.blinds', {
                small: house.money(room.smallBlind),
                big: house.money(room.bigBlind),
              })}
            </p>
            <p>{t('rooms.rules.betting')}</p>
          </section>
          <section>
            <h3>{t('rooms.rules.rakeTitle')}</h3>
            <p>{t('rooms.rules.rake', rake)}</p>
          </section>
        </>
      ) : (
        <>
          <section>
            <h3>{t('rooms.rules.bullTitle')}</h3>
            <p>{t('rooms.rules.bullFlow', { base: house.money(room.bigBlind) })}</p>
            <p>{t('rooms.rules.bullValue')}</p>
            <table className="bets-table">
              <thead>
                <tr>
                  <th scope="col">{t('rooms.rules.bullHand')}</th>
                  <th scope="col">{t('rooms.rules.bullPays')}</th>
                </tr>
              </thead>
              <tbody>
                {bullPayouts.map((p) => (
                  <tr key={p.hand}>
                    <td>{t(`rooms.rules.bullPayout.${p.hand}`)}</td>
                    <td>{p.multiplier}×</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t('rooms.rules.bullSettle')}</p>
          </section>
          <section>
            <h3>{t('rooms.rules.rakeTitle')}</h3>
            <p>{t('rooms.rules.bullRake', { percent: room.rakePercent })}</p>
          </section>
        </>
      )}
      <section>
        <h3>{t('rooms.rules.timerTitle')}</h3>
        <p>{t('rooms.rules.timer', { seconds: room.turnSeconds })}</p>
        <p>{t('rooms.rules.sitOut')}</p>
      </section>
      <section>
        <h3>{t('rooms.rules.fairTitle')}</h3>
        <p>{t('rooms.rules.fair')}</p>
      </section>
    </div>
  );
}
