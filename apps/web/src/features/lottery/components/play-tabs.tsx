import { useTranslation } from 'react-i18next';
import type { GroupCode } from '@portal/lottery/groups';
import type { LotteryPlay } from '../api/get-game';
import { groupPlays, isPlayGroupKey } from '../lib/pickers';

/** Play types as tabs of kinds (fixed position, first three, …) with the kind's plays under them. */
export function PlayTabs({
  group,
  plays,
  current,
  onSelect,
}: {
  group: GroupCode;
  plays: readonly LotteryPlay[];
  current: string | null;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const groups = groupPlays(group, plays);
  const active = groups.find(([, ps]) => ps.some((p) => p.code === current)) ?? groups[0];
  const title = (key: string, ps: LotteryPlay[]) =>
    isPlayGroupKey(key) ? t(`lottery.playGroups.${key}`) : (ps[0]?.name ?? key);
  return (
    <div className="ptabs">
      <div className="ptabs__kinds" role="tablist" aria-label={t('lottery.play.kinds')}>
        {groups.map(([key, ps]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={active?.[0] === key}
            className="ptabs__kind"
            onClick={() => onSelect(ps[0]!.code)}
          >
            {title(key, ps)}
          </button>
        ))}
      </div>
      {active && active[1].length > 1 && (
        <div className="ptabs__plays" role="tablist" aria-label={t('lottery.play.types')}>
          {active[1].map((p) => (
            <button
              key={p.code}
              type="button"
              role="tab"
              aria-selected={p.code === current}
              className="chip chip--small"
              onClick={() => onSelect(p.code)}
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
