import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoPromotionCategory, PromotionCategoryEdit } from '@portal/contract';
import {
  Button,
  Confirm,
  EditorModal,
  Field,
  LocalizedFields,
  NumberField,
  Page,
  QueryTable,
  useDraftEditor,
  useRecords,
  useToast,
} from '../../components';
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
  const query = useRecords<BoPromotionCategory>(key, '/bo/v1/promotion-categories');
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
      <QueryTable
        query={query}
        empty={t('categoriesEmpty')}
        rowKey={(c) => c.id}
        rowProps={() => ({ 'data-testid': 'category-row' })}
        columns={[
          { key: 'code', label: t('categoryCode'), render: (c) => <code>{c.code}</code> },
          ...LANGS.map((l) => ({
            key: l,
            label: t(`categoryName${l}`),
            render: (c: BoPromotionCategory) => c.name[l],
          })),
          { key: 'sort', label: t('categorySort'), className: 'num', render: (c) => c.sort },
          {
            key: 'promotions',
            label: t('categoryPromotions'),
            className: 'num',
            render: (c) => c.promotions,
          },
        ]}
        actionsLabel={t('actions')}
        actions={
          canManage
            ? (c) => (
                <>
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
                </>
              )
            : undefined
        }
      />
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
  const [draft, set, save] = useDraftEditor<PromotionCategoryEdit>({
    initial: () =>
      category
        ? { code: category.code, name: category.name, sort: category.sort }
        : { code: '', name: { TW: '', EN: '', VI: '' }, sort: 0 },
    send: (body) =>
      category
        ? api.put(`/bo/v1/promotion-categories/${category.id}`, body)
        : api.post('/bo/v1/promotion-categories', body),
    queryKey: key,
    onSaved: onClose,
    savedText: t('categorySaved'),
    toastErrors: false,
  });
  const codeValid = /^[a-z0-9_]{1,32}$/.test(draft.code);
  const valid = codeValid && LANGS.every((l) => draft.name[l].trim().length > 0);
  return (
    <EditorModal
      size="md"
      title={category ? t('categoryEditTitle', { code: category.code }) : t('categoryCreate')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      saveDisabled={!valid}
      asForm
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
          onChange={(e) => set({ code: e.target.value.trim().toLowerCase() })}
        />
      </Field>
      <LocalizedFields
        value={draft.name}
        onChange={(name) => set({ name })}
        label={(l) => t(`categoryName${l}`)}
        maxLength={40}
      />
      <NumberField
        label={t('categorySort')}
        min={0}
        max={9999}
        value={draft.sort}
        onChange={(sort) => set({ sort: Math.max(0, Math.min(9999, sort || 0)) })}
      />
      {save.isError && (
        <p className="form__error" role="alert">
          {errorText(save.error)}
        </p>
      )}
    </EditorModal>
  );
}
