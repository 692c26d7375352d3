import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoMallItem, BoMallItemInput } from '@portal/contract';
import { Button, Card, Field, Modal, Page, QueryView, StatusBadge, useToast } from '../../components';
import { ImageInput } from '../../components/media-input';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatNumber } from '../../lib/format';
import { useLang, useT } from '../../lib/i18n';
import { categoryName, usePointCategories } from './categories';
import { messages } from './messages';

const blank: BoMallItemInput = {
  category: '',
  name: { TW: '', EN: '', VI: '' },
  description: null,
  images: [],
  pricePoints: 1000,
  mixPoints: null,
  mixMoney: null,
  stock: 0,
  enabled: true,
  sort: 0,
};

/** The mall's items: create and edit (names per language, picture upload, prices, stock, on sale). */
export default function ItemsPage() {
  const t = useT(messages);
  const canManage = useCan('points.manage');
  const lang = useLang();
  const categories = usePointCategories();
  const [editing, setEditing] = useState<{ id: number | null; value: BoMallItemInput } | null>(null);
  const items = useQuery({
    queryKey: ['bo', 'points', 'items'],
    queryFn: ({ signal }) => api.get<{ items: BoMallItem[] }>('/bo/v1/points/items', undefined, { signal }),
  });
  return (
    <Page
      title={t('itemsTitle')}
      actions={
        canManage ? (
          <Button
            variant="primary"
            icon="plus"
            onClick={() =>
              setEditing({ id: null, value: { ...blank, category: categories.data?.[0]?.code ?? '' } })
            }
          >
            {t('newItem')}
          </Button>
        ) : null
      }
    >
      <QueryView query={items} lines={5} isEmpty={(d) => d.items.length === 0} empty={t('empty')}>
        {(data) => (
          <div className="grid">
            {data.items.map((i) => (
              <Card
                key={i.id}
                title={i.name[lang] || i.name.TW}
                actions={
                  <StatusBadge
                    status={i.enabled ? 'on' : 'off'}
                    tone={i.enabled ? 'ok' : 'neutral'}
                    label={t(i.enabled ? 'on' : 'off')}
                  />
                }
              >
                {i.images[0] ? (
                  <img
                    src={i.images[0]}
                    alt=""
                    style={{ width: '100%', maxHeight: 140, objectFit: 'cover', borderRadius: 8 }}
                  />
                ) : null}
                <p className="muted">
                  {categoryName(categories.data, i.category, lang)} · {t('pricePoints')}:{' '}
                  {formatNumber(i.pricePoints)}
                  {i.mixPoints !== null ? ` · ${formatNumber(i.mixPoints)} + ${i.mixMoney}` : ''}
                </p>
                <p>
                  {t('stock')}: <strong>{i.stock}</strong>
                </p>
                {canManage ? (
                  <Button
                    onClick={() => {
                      const { id, updatedAt: _updatedAt, ...value } = i;
                      setEditing({ id, value });
                    }}
                  >
                    {t('edit')}
                  </Button>
                ) : null}
              </Card>
            ))}
          </div>
        )}
      </QueryView>
      {editing ? (
        <ItemForm key={editing.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}

function ItemForm({
  editing,
  onClose,
}: {
  editing: { id: number | null; value: BoMallItemInput };
  onClose: () => void;
}) {
  const t = useT(messages);
  const lang = useLang();
  const toast = useToast();
  const client = useQueryClient();
  const categories = usePointCategories();
  const [v, setV] = useState<BoMallItemInput>(editing.value);
  const set = (patch: Partial<BoMallItemInput>) => setV((old) => ({ ...old, ...patch }));
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  const save = useMutation({
    mutationFn: () => {
      const body: BoMallItemInput = {
        ...v,
        name: {
          TW: v.name.TW.trim(),
          ...(v.name.EN?.trim() ? { EN: v.name.EN.trim() } : {}),
          ...(v.name.VI?.trim() ? { VI: v.name.VI.trim() } : {}),
        },
        description: v.description?.TW.trim() ? v.description : null,
      };
      return editing.id === null
        ? api.post('/bo/v1/points/items', body)
        : api.put(`/bo/v1/points/items/${editing.id}`, body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'points', 'items'] });
      onClose();
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const langs = ['TW', 'EN', 'VI'] as const;
  return (
    <Modal
      open
      onClose={onClose}
      title={editing.id === null ? t('newItem') : t('editItem')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="grid">
        <Field label={t('category')}>
          <select className="input" value={v.category} onChange={(e) => set({ category: e.target.value })}>
            {v.category === '' ? <option value="">{t('categoryNone')}</option> : null}
            {(categories.data ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name[lang] || c.name.TW}
                {c.enabled ? '' : ` (${t('categoryOff')})`}
              </option>
            ))}
            {categories.data && v.category && !categories.data.some((c) => c.code === v.category) ? (
              <option value={v.category}>{v.category}</option>
            ) : null}
          </select>
        </Field>
        {langs.map((l) => (
          <Field key={l} label={t(`name${l}`)}>
            <input
              className="input"
              maxLength={80}
              value={v.name[l] ?? ''}
              onChange={(e) => set({ name: { ...v.name, [l]: e.target.value } })}
            />
          </Field>
        ))}
        {langs.map((l) => (
          <Field key={`d${l}`} label={t(`desc${l}`)}>
            <textarea
              className="input"
              rows={2}
              maxLength={1000}
              value={v.description?.[l] ?? ''}
              onChange={(e) =>
                set({ description: { TW: v.description?.TW ?? '', ...v.description, [l]: e.target.value } })
              }
            />
          </Field>
        ))}
      </div>
      <ImageInput
        label={t('image')}
        value={v.images[0] ?? ''}
        onChange={(url) => set({ images: url ? [url, ...v.images.slice(1)] : v.images.slice(1) })}
        uploadPath="/bo/v1/points/uploads"
        uploadLabel={t('upload')}
        previewHeight={64}
      />
      <div className="grid">
        <Field label={t('pricePoints')}>
          <input
            className="input"
            inputMode="numeric"
            value={v.pricePoints}
            onChange={(e) => set({ pricePoints: Number(e.target.value) || 0 })}
          />
        </Field>
        <Field label={t('mixPoints')} hint={t('mixHint')}>
          <input
            className="input"
            inputMode="numeric"
            value={v.mixPoints ?? ''}
            onChange={(e) => set({ mixPoints: num(e.target.value) })}
          />
        </Field>
        <Field label={t('mixMoney')} hint={t('mixHint')}>
          <input
            className="input"
            inputMode="decimal"
            value={v.mixMoney ?? ''}
            onChange={(e) => set({ mixMoney: num(e.target.value) })}
          />
        </Field>
        <Field label={t('stock')}>
          <input
            className="input"
            inputMode="numeric"
            value={v.stock}
            onChange={(e) => set({ stock: Number(e.target.value) || 0 })}
          />
        </Field>
        <Field label={t('sort')}>
          <input
            className="input"
            inputMode="numeric"
            value={v.sort}
            onChange={(e) => set({ sort: Number(e.target.value) || 0 })}
          />
        </Field>
        <label className="check">
          <input type="checkbox" checked={v.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          {t('enabled')}
        </label>
      </div>
    </Modal>
  );
}
