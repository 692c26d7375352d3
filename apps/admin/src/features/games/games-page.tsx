import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  Field,
  Modal,
  Page,
  listKey,
  useToast,
  type Column,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useLang, useT } from '../../lib/i18n';
import { uploadIcon, type GameRow } from './api';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/games/games';

/** The merchant's games: inline enabled and hot toggles, order, classify and icon upload. */
export default function GamesPage() {
  const t = useT(messages);
  const lang = useLang();
  const canManage = useCan('games.manage');
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<GameRow | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      api.put<GameRow>(`${ENDPOINT}/${id}`, body),
    onSuccess: () => {
      refresh();
      toast(t('saved'), 'success');
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const toggle = (row: GameRow, field: 'enabled' | 'isHot') => (
    <input
      type="checkbox"
      checked={row[field]}
      disabled={!canManage || update.isPending}
      aria-label={`${row.code} ${field}`}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => update.mutate({ id: row.id, body: { [field]: e.target.checked } })}
    />
  );
  const columns: Column<GameRow>[] = [
    {
      key: 'icon',
      label: t('colIcon'),
      render: (r) => <img src={r.icon} alt="" width={36} height={36} loading="lazy" className="thumb" />,
    },
    {
      key: 'code',
      label: t('colCode'),
      sortable: true,
      render: (r) => <span className="mono">{r.code}</span>,
    },
    { key: 'name', label: t('colName'), render: (r) => r.name[lang] || r.name.TW },
    { key: 'vendor', label: t('colVendor'), sortable: true },
    { key: 'classify', label: t('colClassify'), hideOnMobile: true },
    { key: 'enabled', label: t('colEnabled'), render: (r) => toggle(r, 'enabled') },
    { key: 'isHot', label: t('colHot'), render: (r) => toggle(r, 'isHot') },
    { key: 'sort', label: t('colSort'), sortable: true, align: 'right', hideOnMobile: true },
  ];
  const yesNo = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];
  const filters: Filter[] = [
    { key: 'name', label: t('filterName'), type: 'text' },
    { key: 'vendor', label: t('filterVendor'), type: 'text' },
    { key: 'classify', label: t('filterClassify'), type: 'text' },
    { key: 'enabled', label: t('filterEnabled'), type: 'select', options: yesNo },
    { key: 'hot', label: t('filterHot'), type: 'select', options: yesNo },
  ];
  return (
    <Page title={t('gamesTitle')}>
      <DataTable<GameRow>
        endpoint={ENDPOINT}
        columns={columns}
        filters={filters}
        csv="games"
        rowKey={(r) => String(r.id)}
        defaultSort="sort"
        onRowClick={canManage ? setEditing : undefined}
        actions={canManage ? [{ label: t('edit'), icon: 'settings', onClick: setEditing }] : undefined}
      />
      {editing ? <GameModal game={editing} onClose={() => setEditing(null)} onSaved={refresh} /> : null}
    </Page>
  );
}

function GameModal({ game, onClose, onSaved }: { game: GameRow; onClose: () => void; onSaved: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const [sort, setSort] = useState(String(game.sort));
  const [classify, setClassify] = useState(game.classify);
  const [icon, setIcon] = useState(game.icon);
  const file = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: () => api.put(`${ENDPOINT}/${game.id}`, { sort: Number(sort), classify }),
    onSuccess: () => {
      onSaved();
      toast(t('saved'), 'success');
      onClose();
    },
  });
  const upload = useMutation({
    mutationFn: (f: File) => uploadIcon(game.id, f),
    onSuccess: (row) => {
      setIcon(row.icon);
      onSaved();
      toast(t('iconUploaded'), 'success');
    },
  });
  const error = save.error ?? upload.error;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${game.code}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="primary"
            busy={save.isPending}
            disabled={!/^-?\d{1,6}$/.test(sort) || !classify.trim()}
            onClick={() => save.mutate()}
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="row">
        <img src={icon} alt="" width={64} height={64} className="thumb" />
        <Button icon="plus" busy={upload.isPending} onClick={() => file.current?.click()}>
          {t('uploadIcon')}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/x-icon"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) upload.mutate(f);
            e.target.value = '';
          }}
        />
      </div>
      <Field label={t('colSort')}>
        <input className="input" inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} />
      </Field>
      <Field label={t('colClassify')}>
        <input
          className="input"
          maxLength={40}
          value={classify}
          onChange={(e) => setClassify(e.target.value)}
        />
      </Field>
      {error ? (
        <p className="form__error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Modal>
  );
}
