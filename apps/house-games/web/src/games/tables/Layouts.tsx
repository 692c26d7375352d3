import { useI18n } from '../../i18n/react.tsx';
import { SpotButton } from './SpotButton.tsx';
import { dieGlyph, spotsByKind } from './table-spots.ts';

/** Baccarat (and no commission): the pairs and the tie above, Player and Banker below. */
export function BaccaratLayout({ noCommission }: { noCommission: boolean }) {
  const { t } = useI18n();
  return (
    <div className="lay lay--bac">
      <SpotButton spot="player-pair" className="spot--side" />
      <SpotButton spot="tie" className="spot--tie" />
      <SpotButton spot="banker-pair" className="spot--side" />
      <SpotButton spot="player" className="spot--player spot--big" />
      <SpotButton spot="banker" className="spot--banker spot--big" />
      {noCommission && <p className="lay__note">{t('tables.ncBanker6')}</p>}
    </div>
  );
}

export function DragonTigerLayout() {
  return (
    <div className="lay lay--dt">
      <SpotButton spot="dragon" className="spot--dragon spot--big" />
      <SpotButton spot="tie" className="spot--tie spot--big" />
      <SpotButton spot="tiger" className="spot--tiger spot--big" />
    </div>
  );
}

const face = (spot: string) => dieGlyph(Number(spot.split(':')[1]));
const faces = (spot: string) =>
  (spot.split(':')[1] ?? '')
    .split('-')
    .map((n) => dieGlyph(Number(n)))
    .join('');

/**
 * Sic bo: small / odd / triples / even / big across the top (the four 1:1 bets lose on any triple), then
 * the totals, the doubles, the two-dice combinations and the single numbers.
 */
export function SicBoLayout() {
  const { t } = useI18n();
  const kinds = spotsByKind('sicbo');
  const row = (kind: string, className: string, label: (spot: string) => string) =>
    (kinds.get(kind) ?? []).map((s) => (
      <SpotButton key={s.id} spot={s.id} className={className}>
        {label(s.id)}
      </SpotButton>
    ));
  return (
    <div className="lay lay--sicbo">
      <div className="sicbo__top">
        <SpotButton spot="small" className="spot--big">
          {t('tables.sicbo.small')}
        </SpotButton>
        <SpotButton spot="odd" className="spot--big" />
        <div className="sicbo__triples">
          {row('triple', 'spot--dice', (id) => face(id).repeat(3))}
          <SpotButton spot="any-triple" className="spot--any" />
        </div>
        <SpotButton spot="even" className="spot--big" />
        <SpotButton spot="big" className="spot--big">
          {t('tables.sicbo.big')}
        </SpotButton>
      </div>
      <p className="lay__note">{t('tables.sicbo.lossOnTriple')}</p>
      <div className="sicbo__row sicbo__row--totals">
        {row('total', 'spot--total', (id) => id.split(':')[1]!)}
      </div>
      <div className="sicbo__row sicbo__row--doubles">
        {row('double', 'spot--dice', (id) => face(id).repeat(2))}
      </div>
      <div className="sicbo__row sicbo__row--combos">{row('combo', 'spot--dice', faces)}</div>
      <div className="sicbo__row sicbo__row--singles">{row('single', 'spot--dice', faces)}</div>
    </div>
  );
}
