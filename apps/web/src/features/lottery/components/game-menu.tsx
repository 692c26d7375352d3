import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryMenus } from '@portal/contract';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Skeleton } from '@/components/skeleton';

type MenuGame = LotteryMenus[number]['gameMenus'][number];
const FAVOURITES = '★';

/**
 * The lottery menu (inventory 3.4): group tabs (favourites first) and the group's games with their NEW
 * and HOT tags and a star to keep a game in the favourites of this device.
 */
export function GameMenu({
  menus,
  loading,
  current,
  favourites,
  onToggleFavourite,
  hrefOf,
}: {
  menus: LotteryMenus | undefined;
  loading: boolean;
  current: string | null;
  favourites: readonly string[];
  onToggleFavourite: (code: string) => void;
  hrefOf: (game: MenuGame) => string;
}) {
  const { t } = useTranslation();
  const all = useMemo(() => (menus ?? []).flatMap((g) => g.gameMenus), [menus]);
  const favGames = favourites
    .map((code) => all.find((g) => g.code === code))
    .filter((g): g is MenuGame => !!g);
  const groupOfCurrent = menus?.find((g) => g.gameMenus.some((m) => m.code === current))?.gameGroupCode;
  const [chosen, setChosen] = useState<string | null>(null);
  const group = chosen ?? groupOfCurrent ?? menus?.[0]?.gameGroupCode ?? '';
  const games =
    group === FAVOURITES ? favGames : (menus?.find((g) => g.gameGroupCode === group)?.gameMenus ?? []);

  if (loading)
    return (
      <div className="lmenu" aria-busy="true">
        <Skeleton height={32} width="60%" />
        <Skeleton height={58} />
      </div>
    );
  return (
    <nav className="lmenu" aria-label={t('lottery.menu.label')}>
      <div className="lmenu__groups" role="tablist" aria-label={t('lottery.menu.groups')}>
        <button
          type="button"
          role="tab"
          aria-selected={group === FAVOURITES}
          className="lmenu__group"
          onClick={() => setChosen(FAVOURITES)}
        >
          <StarIcon size={14} />
          {t('lottery.menu.favourites')}
          {favGames.length > 0 && <span className="lmenu__count">{favGames.length}</span>}
        </button>
        {(menus ?? []).map((g) => (
          <button
            key={g.gameGroupCode}
            type="button"
            role="tab"
            aria-selected={group === g.gameGroupCode}
            className="lmenu__group"
            onClick={() => setChosen(g.gameGroupCode)}
          >
            {g.labelName}
          </button>
        ))}
      </div>
      {games.length === 0 ? (
        <p className="lmenu__empty">{t('lottery.menu.noFavourites')}</p>
      ) : (
        <ul className="lmenu__games">
          {games.map((game) => {
            const fav = favourites.includes(game.code);
            return (
              <li
                key={game.code}
                className={`lmenu__game${game.code === current ? ' lmenu__game--current' : ''}`}
              >
                <Link
                  to={hrefOf(game)}
                  className="lmenu__link"
                  aria-current={game.code === current ? 'page' : undefined}
                >
                  <span className="lmenu__icon">
                    <ImageWithFallback src={game.icon} alt="" />
                  </span>
                  <span className="lmenu__name">{game.remark}</span>
                  {game.tag.map((tag) => (
                    <span key={tag} className={`ltag ltag--${tag}`}>
                      {t(`games.tags.${tag === 'new' ? 'NEW' : 'HOT'}`)}
                    </span>
                  ))}
                </Link>
                <button
                  type="button"
                  className={`lmenu__star${fav ? ' lmenu__star--on' : ''}`}
                  aria-pressed={fav}
                  aria-label={t(fav ? 'lottery.menu.unstar' : 'lottery.menu.star', { game: game.remark })}
                  onClick={() => onToggleFavourite(game.code)}
                >
                  <StarIcon size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

function StarIcon({ size }: { size: number }) {
  return (
    <svg className="lstar" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}
