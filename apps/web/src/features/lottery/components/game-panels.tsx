import { useTranslation } from 'react-i18next';
import type { Draw } from '../api/get-draws';
import { MyOrders } from './my-orders';
import { ResultsList, TrendPanel } from './result-panels';

export const PANELS = ['results', 'trend', 'orders'] as const;
export type Panel = (typeof PANELS)[number];
export const isPanel = (value: string | null): value is Panel =>
  (PANELS as readonly (string | null)[]).includes(value);

/** Below the bet board: latest results, the trend chart and the member's orders of this game, as tabs. */
export function GamePanels({
  panel,
  onPanel,
  gameCode,
  groupCode,
  draws,
  loading,
  drawnUpTo,
  vn = false,
}: {
  panel: Panel;
  onPanel: (next: Panel) => void;
  gameCode: string;
  groupCode: string;
  draws: readonly Draw[] | undefined;
  loading: boolean;
  drawnUpTo: string | null;
  vn?: boolean;
}) {
  const { t } = useTranslation();
  const shown = vn ? PANELS.filter((p) => p !== 'trend') : PANELS;
  return (
    <section className="lpanels" aria-label={t('lottery.panels.label')}>
      <div className="lpanels__tabs" role="tablist">
        {shown.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`lpanel-tab-${key}`}
            aria-selected={panel === key}
            aria-controls={`lpanel-${key}`}
            className="lpanels__tab"
            onClick={() => onPanel(key)}
          >
            {t(`lottery.panels.${key}`)}
          </button>
        ))}
      </div>
      <div
        className="lpanels__body"
        role="tabpanel"
        id={`lpanel-${panel}`}
        aria-labelledby={`lpanel-tab-${panel}`}
      >
        {panel === 'results' && (
          <ResultsList draws={draws} loading={loading} groupCode={groupCode} gameCode={gameCode} />
        )}
        {panel === 'trend' && <TrendPanel draws={draws} groupCode={groupCode} />}
        {panel === 'orders' && (
          <MyOrders gameCode={gameCode} groupCode={groupCode} drawnUpTo={drawnUpTo} vn={vn} />
        )}
      </div>
    </section>
  );
}
