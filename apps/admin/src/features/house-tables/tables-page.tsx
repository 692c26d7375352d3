import { useEffect, useState } from 'react';
import { Button, Card, CheckField, Page, QueryView, StatusBadge } from '../../components';
import { useT } from '../../lib/i18n';
import { useCanManageHouseTables, useSaveTable, useTableSettings, type TableSetting } from './api';
import { messages } from './messages';
import { NumberText, PlatformOnlyNote, bare, useGameName, useProblemText } from './parts';
import { amountText, checkTable, tableBounds, tableDraftOf, type TableDraft } from './validate';

/** The house's casino tables (decision 0075): open or closed, stakes per spot and the betting window. */
export default function TablesPage() {
  const t = useT(messages);
  const query = useTableSettings();
  const { merchantScoped } = useCanManageHouseTables();
  return (
    <Page title={t('tablesTitle')} subtitle={t('tablesHint')}>
      <PlatformOnlyNote show={merchantScoped} />
      <QueryView query={query} lines={8} isEmpty={(d) => d.tables.length === 0}>
        {(data) => (
          <div className="grid">
            {data.tables.map((table) => (
              <TableCard key={table.game} table={table} />
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function TableCard({ table }: { table: TableSetting }) {
  const t = useT(messages);
  const gameName = useGameName();
  const problemText = useProblemText();
  const { canManage } = useCanManageHouseTables();
  const [draft, setDraft] = useState<TableDraft>(() => tableDraftOf(table));
  useEffect(() => setDraft(tableDraftOf(table)), [table]);
  const save = useSaveTable(table.game);
  const checked = checkTable(table.game, draft);
  const bounds = tableBounds(table.game);
  const range = t('stakeRange', { min: amountText(bounds.min), max: amountText(bounds.max) });
  const set = (patch: Partial<TableDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const id = `table-${table.game}`;
  return (
    <form
      aria-labelledby={`${id}-title`}
      data-testid={id}
      onSubmit={(e) => {
        e.preventDefault();
        if (checked.value) save.mutate(checked.value);
      }}
    >
      <Card
        title={<span id={`${id}-title`}>{gameName(table.game)}</span>}
        actions={
          <StatusBadge
            status={table.enabled ? 'OPEN' : 'DISABLED'}
            label={table.enabled ? t('open') : t('closed')}
          />
        }
      >
        <fieldset className="form" style={bare} disabled={!canManage}>
          <CheckField checked={draft.enabled} onChange={(enabled) => set({ enabled })} name="enabled">
            {t('enabled')}
          </CheckField>
          <NumberText
            label={t('minBet')}
            hint={range}
            name="minBet"
            value={draft.minBet}
            onChange={(minBet) => set({ minBet })}
            problem={problemText(checked.problems.minBet)}
          />
          <NumberText
            label={t('maxBet')}
            hint={range}
            name="maxBet"
            value={draft.maxBet}
            onChange={(maxBet) => set({ maxBet })}
            problem={problemText(checked.problems.maxBet)}
          />
          <NumberText
            label={t('sideMaxBet')}
            hint={range}
            name="sideMaxBet"
            value={draft.sideMaxBet}
            onChange={(sideMaxBet) => set({ sideMaxBet })}
            problem={problemText(checked.problems.sideMaxBet)}
          />
          <NumberText
            label={t('bettingSeconds')}
            hint={t('secondsHint')}
            name="bettingSeconds"
            whole
            value={draft.bettingSeconds}
            onChange={(bettingSeconds) => set({ bettingSeconds })}
            problem={problemText(checked.problems.bettingSeconds)}
          />
        </fieldset>
        {canManage ? (
          <div className="row" style={{ marginTop: 14 }}>
            <Button variant="ghost" onClick={() => setDraft(tableDraftOf(table))} disabled={save.isPending}>
              {t('reset')}
            </Button>
            <Button type="submit" variant="primary" busy={save.isPending} disabled={!checked.value}>
              {t('save')}
            </Button>
          </div>
        ) : null}
      </Card>
    </form>
  );
}
