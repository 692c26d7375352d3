import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointCategoryCodePattern, type BoPointCategory, type BoPointCategoryInput } from '@portal/contract';
import {
  Button,
  Card,
  Confirm,
  Field,
  Modal,
  Page,
  QueryView,
  StatusBadge,
  useToast,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { pointCategoriesKey, usePointCategories } from './categories';
import { messages } from './messages';

const LANGS = ['TW', 'EN', 'VI'] as const;

/**
 * Points-mall categories (decision 0049): code, names per language, order and on/off; a category is
 * deleted only when no item is filed under it.
 */
export default function CategoriesPage() {
  const t = useT(messages);
  const canManage = useCan('points.manage');
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<BoPointCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BoPointCategory | null>(null);
  const query = usePointCategories();
  const remove = useMutation({
    mutationFn: (id: number) => api.del(`/bo/v1/point-categories/${id}`),
    onSuccess: () => {
      toast(t('categoryDeleted'), 'success');
      setDeleting(null);
      void client.invalidateQueries({ queryKey: pointCategoriesKey });
    },
    onError: (err) => {
      toast(errorText(err), 'error');
      setDeleting(null);
    },
  });
  return (
    <Page
      title={t('categoriesTitle')}
      subtitle={t('categoriesText')}
      actions={
        canManage && (
          <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
            {t('categoryCreate')}
          </Button>
        )
      }
    >
      <QueryView query={query} empty={t('categoriesEmpty')}>
        {(data) => (
          <Card>
            <div className="dt__scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('categoryCode')}</th>
                    {LANGS.map((l) => (
                      <th key={l}>{t(`name${l}`)}</th>
                    ))}
                    <th className="num">{t('categorySort')}</th>
                    <th>{t('categoryEnabled')}</th>
                    <th className="num">{t('categoryItems')}</th>
                    {canManage && <th>{t('actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.map((c) => (
                    <tr key={c.id} data-testid="point-category-row">
                      <td>
                        <code>{c.code}</code>
                      </td>
                      {LANGS.map((l) => (
                        <td key={l}>{c.name[l]}</td>
                      ))}
                      <td className="num">{c.sort}</td>
                      <td>
                        <StatusBadge
                          status={c.enabled ? 'on' : 'off'}
                          tone={c.enabled ? 'ok' : 'neutral'}
                          label={c.enabled ? t('categoryEnabled') : t('categoryOff')}
                        />
                      </td>
                      <td className="num">{c.items}</td>
                      {canManage && (
                        <td>
                          <div className="row-actions">
                            <Button size="sm" onClick={() => setEditing(c)}>
                              {t('edit')}
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              disabled={c.items > 0}
                              title={c.items > 0 ? t('categoryInUse') : undefined}
                              onClick={() => setDeleting(c)}
                            >
                              {t('delete')}
                            </Button>
                          </div>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </QueryView>
      {editing && (
        <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <Confirm
        open={deleting !== null}
        danger
        title={t('categoryDeleteTitle', { code: deleting?.code ?? '' })}
        message={t('categoryDeleteText')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

function CategoryForm({ category, onClose }: { category: BoPointCategory | null; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState<BoPointCategoryInput>(
    category
      ? { code: category.code, name: category.name, sort: category.sort, enabled: category.enabled }
      : { code: '', name: { TW: '', EN: '', VI: '' }, sort: 0, enabled: true },
  );
  const codeValid = pointCategoryCodePattern.test(draft.code);
  const valid = codeValid && draft.name.TW.trim().length > 0;
  const save = useMutation({
    mutationFn: () =>
      category
        ? api.put(`/bo/v1/point-categories/${category.id}`, draft)
        : api.post('/bo/v1/point-categories', draft),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: pointCategoriesKey });
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={category ? t('categoryEditTitle', { code: category.code }) : t('categoryCreate')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" busy={save.isPending} disabled={!valid} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <Field
          label={t('categoryCode')}
          hint={t('categoryCodeHint')}
          error={draft.code && !codeValid ? t('categoryCodeInvalid') : undefined}
        >
          <input
            className="input"
            value={draft.code}
            disabled={category !== null}
            maxLength={30}
            onChange={(e) => setDraft({ ...draft, code: e.target.value.trim().toUpperCase() })}
          />
        </Field>
        {LANGS.map((l) => (
          <Field key={l} label={t(`categoryName${l}`)}>
            <input
              className="input"
              value={draft.name[l]}
              maxLength={40}
              onChange={(e) => setDraft({ ...draft, name: { ...draft.name, [l]: e.target.value } })}
            />
          </Field>
        ))}
        <Field label={t('categorySort')}>
          <input
            className="input"
            type="number"
            min={0}
            max={9999}
            value={draft.sort}
            onChange={(e) =>
              setDraft({ ...draft, sort: Math.max(0, Math.min(9999, Number(e.target.value) || 0)) })
            }
          />
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
          />
          {t('categoryEnabled')}
        </label>
        {save.isError && (
          <p className="form__error" role="alert">
            {errorText(save.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
