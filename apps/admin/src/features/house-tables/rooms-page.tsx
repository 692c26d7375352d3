import { useState } from 'react';
import { Button, Money, Page, QueryTable, StatusBadge } from '../../components';
import { formatNumber } from '../../lib/format';
import { useLocalName, useT } from '../../lib/i18n';
import { useCanManageHouseTables, useRooms, type RoomValue } from './api';
import { messages } from './messages';
import { PlatformOnlyNote, useGameName } from './parts';
import { RoomDialog } from './room-dialog';

/** An amount in major units shown like every amount of the back office (two decimals, grouped). */
const Major = ({ value }: { value: number }) => <Money minor={Math.round(value * 100)} />;

/**
 * The house's card rooms (decision 0075): their settings, players seated now, hands and rake today (read
 * again every 15 s), and a dialog to add a room or change one.
 */
export default function RoomsPage() {
  const t = useT(messages);
  const localName = useLocalName();
  const gameName = useGameName();
  const { canManage, merchantScoped } = useCanManageHouseTables();
  const query = useRooms();
  const [editing, setEditing] = useState<RoomValue | 'new' | null>(null);
  return (
    <Page
      title={t('roomsTitle')}
      subtitle={t('roomsHint')}
      actions={
        canManage ? (
          <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
            {t('addRoom')}
          </Button>
        ) : null
      }
    >
      <PlatformOnlyNote show={merchantScoped} />
      <QueryTable
        query={query}
        empty={t('noRooms')}
        rowKey={(r) => r.roomId}
        rowProps={(r) => ({ 'data-testid': `room-${r.roomId}` })}
        columns={[
          { key: 'name', label: t('colName'), render: (r) => localName(r.name) },
          { key: 'game', label: t('colGame'), render: (r) => gameName(r.game) },
          { key: 'seats', label: t('colSeats'), render: (r) => r.seats },
          {
            key: 'blinds',
            label: t('colBlinds'),
            render: (r) => (
              <span className="num">
                <Major value={r.smallBlind} /> / <Major value={r.bigBlind} />
              </span>
            ),
          },
          {
            key: 'buyIn',
            label: t('colBuyIn'),
            render: (r) => (
              <span className="num">
                <Major value={r.minBuyIn} /> – <Major value={r.maxBuyIn} />
              </span>
            ),
          },
          {
            key: 'rake',
            label: t('colRake'),
            render: (r) => (
              <span className="num">
                {r.rakePercent}% · <Major value={r.rakeCap} />
              </span>
            ),
          },
          { key: 'turn', label: t('colTurn'), render: (r) => t('seconds', { n: r.turnSeconds }) },
          {
            key: 'seated',
            label: t('colSeated'),
            render: (r) => (
              <span className="num">
                {r.seated} / {r.seats}
              </span>
            ),
          },
          { key: 'hands', label: t('colHands'), render: (r) => formatNumber(r.handsToday) },
          { key: 'rakeToday', label: t('colRakeToday'), render: (r) => <Major value={r.rakeToday} /> },
          {
            key: 'enabled',
            label: t('colEnabled'),
            render: (r) => (
              <StatusBadge
                status={r.enabled ? 'OPEN' : 'DISABLED'}
                label={r.enabled ? t('open') : t('closed')}
              />
            ),
          },
        ]}
        actions={(r) => (
          <Button size="sm" onClick={() => setEditing(r)}>
            {canManage ? t('edit') : t('view')}
          </Button>
        )}
      />
      {editing && (
        <RoomDialog
          room={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
