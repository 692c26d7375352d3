import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoPromotionCategory, PromotionCategoryEdit } from '@portal/contract';
import { Button, Card, Confirm, Field, Modal, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'promotion-categories'] as const;
const LANGS = ['TW', 'EN', 'VI'] as const;

/**
 * Promotion categories (the tabs of /promotions): code, names per language and order; a category is
 * deleted only when no promotion is filed under it. `new_player` feeds the register form's carousel.
 */
export default function CategoriesPage() {
  const t = useT(messages);
  const canManage = useCan('promotions.manage');
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<BoPromotionCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BoPromotionCategory | null>(null);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<BoPromotionCategory[]>('/bo/v1/promotion-categories', undefined, { signal }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.del(`/bo/v1/promotion-categories/${id}`),
    onSuccess: () => {
      toast(t('categoryDeleted'), 'success');
      setDeleting(null);
      void client.invalidateQueries({ queryKey: key });
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
          <Button variant="primary" onClick={() => setEditing('new')}>
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
                      <th key={l}>{t(`categoryName${l}`)}</th>
                    ))}
                    <th className="num">{t('categorySort')}</th>
                    <th className="num">{t('categoryPromotions')}</th>
                    {canManage && <th>{t('actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.map((c) => (
                    <tr key={c.id} data-testid="category-row">
                      <td>
                        <code>{c.code}</code>
                      </td>
                      {LANGS.map((l) => (
                        <td key={l}>{c.name[l]}</td>
                      ))}
                      <td className="num">{c.sort}</td>
                      <td className="num">{c.promotions}</td>
                      {canManage && (
                        <td>
                          <div className="row-actions">
                            <Button size="sm" onClick={() => setEditing(c)}>
                              {t('edit')}
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              disabled={c.promotions > 0}
                              title={c.promotions > 0 ? t('categoryInUse') : undefined}
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

function CategoryForm({ category, onClose }: { category: BoPromotionCategory | null; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState<PromotionCategoryEdit>(
    category
      ? { code: category.code, name: category.name, sort: category.sort }
      : { code: '', name: { TW: '', EN: '', VI: '' }, sort: 0 },
  );
  const codeValid = /^[a-z0-9_]{1,32}$/.test(draft.code);
  const valid = codeValid && LANGS.every((l) => draft.name[l].trim().length > 0);
  const save = useMutation({
    mutationFn: () =>
      category
        ? api.put(`/bo/v1/promotion-categories/${category.id}`, draft)
        : api.post('/bo/v1/promotion-categories', draft),
    onSuccess: () => {
      toast(t('categorySaved'), 'success');
      void client.invalidateQueries({ queryKey: key });
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
            maxLength={32}
            onChange={(e) => setDraft({ ...draft, code: e.target.value.trim().toLowerCase() })}
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
        {save.isError && (
          <p className="form__error" role="alert">
            {errorText(save.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
