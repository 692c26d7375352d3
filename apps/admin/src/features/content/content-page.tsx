import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  bannerGroups,
  type BoPromotionCategory,
  type announcementRow,
  type bannerRow,
  type footerDraftValue,
  type footerValue,
  type helpValue,
} from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  Confirm,
  EmptyState,
  Field,
  Modal,
  Page,
  Skeleton,
  Tabs,
  useToast,
} from '../../components';
import {
  ImageInput,
  LocalizedFields,
  compactLocalized,
  type LocalizedValue,
} from '../../components/media-input';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime, fromLocalInput, toLocalInput } from '../../lib/format';
import { getLang, pickLocalName, useT } from '../../lib/i18n';
import { useMerchant } from '../../lib/session';
import { messages } from './messages';

type Tab = 'banners' | 'announcements' | 'help' | 'footer';
type Banner = z.infer<typeof bannerRow>;
type Announcement = z.infer<typeof announcementRow>;

/** Content of the merchant being operated on. */
export default function ContentPage() {
  const t = useT(messages);
  const [tab, setTab] = useState<Tab>('banners');
  return (
    <Page title={t('title')}>
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'banners', label: t('tabBanners') },
          { key: 'announcements', label: t('tabAnnouncements') },
          { key: 'help', label: t('tabHelp') },
          { key: 'footer', label: t('tabFooter') },
        ]}
      />
      {tab === 'banners' ? <Banners /> : null}
      {tab === 'announcements' ? <Announcements /> : null}
      {tab === 'help' ? <Help /> : null}
      {tab === 'footer' ? <Footer /> : null}
    </Page>
  );
}

function useContent<T>(path: string, query?: Record<string, string>) {
  const merchant = useMerchant();
  const key = ['bo', 'content', merchant, path, query ?? {}];
  return useQuery({ queryKey: key, queryFn: () => api.get<T>(path, query) });
}

function useSave(onDone?: () => void) {
  const client = useQueryClient();
  const toast = useToast();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ method, url, body }: { method: 'post' | 'put' | 'del'; url: string; body?: unknown }) =>
      method === 'del' ? api.del(url) : api[method](url, body),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'content'] });
      onDone?.();
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
}

const pick = (text: Record<string, string>) => pickLocalName(text, getLang());

/** The player site's page where a banner group shows (apps/web config/paths.ts). */
const groupPaths: Record<string, string> = {
  w_home: '/',
  w_reg: '/register',
  w_hot: '/rng',
  w_shop: '/pointmall',
  w_promotion: '/promotions',
  w_help: '/help',
  w_down: '/down',
};
/** The moment to preview an item at: its start when it is not live yet or already over; else now. */
const previewAt = (item: { startAt: string; endAt: string | null }) => {
  const now = Date.now();
  const start = new Date(item.startAt).getTime();
  const over = item.endAt !== null && new Date(item.endAt).getTime() <= now;
  return start > now || over ? item.startAt : null;
};

/**
 * Opens the merchant's player site in a new tab with a preview link (decision 0035): drafts shown, at
 * `at`. The tab is opened at the click (popup blockers allow that) and sent to the link once made.
 */
function useOpenPreview() {
  const toast = useToast();
  const t = useT(messages);
  return async (body: { path?: string; at?: string | null; articleId?: number; category?: string }) => {
    const tab = window.open('', '_blank');
    try {
      const link = await api.post<{ url: string }>('/bo/v1/content/preview-links', body);
      const url = new URL(link.url, window.location.origin).href;
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
      toast(t('previewOpened'), 'success');
    } catch (err) {
      tab?.close();
      toast(errorText(err), 'error');
    }
  };
}

/** Published or draft, and live or not. */
function StateBadges({ item }: { item: { published: boolean; live: boolean } }) {
  const t = useT(messages);
  if (!item.published) return <Badge tone="neutral">{t('draft')}</Badge>;
  return item.live ? <Badge tone="ok">{t('live')}</Badge> : <Badge tone="warn">{t('scheduled')}</Badge>;
}

/** The publish state field of an item's form. */
function PublishedField({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  const t = useT(messages);
  return (
    <label className="row" style={{ gap: 8 }}>
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />
      {t('publishedField')}
    </label>
  );
}

/** The player site's look: its brand colours as CSS variables around the item. */
function PlayerPreview({ kind, item }: { kind: 'banner' | 'announcement'; item: unknown }) {
  const t = useT(messages);
  const preview = useQuery({
    queryKey: ['bo', 'content-preview', kind, JSON.stringify(item), getLang()],
    queryFn: () =>
      api.post<{
        theme: {
          name: string;
          logoUrl: string;
          colors: { primary: string; primaryContrast: string; accent: string };
        };
        title: string;
        content: string | null;
        imageUrl: string | null;
        placement: string;
      }>('/bo/v1/content/preview', { kind, item, language: getLang() }),
    retry: false,
  });
  const p = preview.data;
  if (!p) return <p className="muted">{preview.error ? errorText(preview.error) : t('preview')}</p>;
  return (
    <figure
      aria-label={t('preview')}
      style={{
        margin: 0,
        border: '1px solid var(--border)',
        borderRadius: 'var(--radius)',
        overflow: 'hidden',
        background: '#0f1115',
        color: '#f2f2f2',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8, background: '#16181d' }}>
        <img src={p.theme.logoUrl} alt="" style={{ height: 24 }} />
        <strong>{p.theme.name}</strong>
        <span style={{ marginLeft: 'auto', fontSize: 12, opacity: 0.7 }}>{p.placement}</span>
      </div>
      {p.imageUrl ? (
        <div style={{ position: 'relative' }}>
          <img
            src={p.imageUrl}
            alt=""
            style={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover' }}
          />
          <span
            style={{
              position: 'absolute',
              left: 12,
              bottom: 12,
              padding: '4px 12px',
              borderRadius: 999,
              background: p.theme.colors.primary,
              color: p.theme.colors.primaryContrast,
            }}
          >
            {p.title}
          </span>
        </div>
      ) : (
        <div style={{ padding: 12, borderLeft: `4px solid ${p.theme.colors.accent}` }}>
          <strong style={{ color: p.theme.colors.primary }}>{p.title}</strong>
        </div>
      )}
      {p.content ? (
        <div style={{ padding: 12, whiteSpace: 'pre-wrap' }}>{p.content.replace(/<[^>]*>/g, '')}</div>
      ) : null}
      <figcaption className="muted" style={{ padding: '4px 8px', fontSize: 12 }}>
        {t('previewHint')}
      </figcaption>
    </figure>
  );
}

function Banners() {
  const t = useT(messages);
  const canManage = useCan('content.manage');
  const [group, setGroup] = useState<string>('w_home');
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const list = useContent<{ rows: Banner[]; total: number }>('/bo/v1/content/banners', {
    group,
    pageSize: '200',
  });
  const save = useSave();
  const openPreview = useOpenPreview();
  const rows = list.data?.rows ?? [];
  const move = (i: number, step: number) => {
    const ids = rows.map((r) => r.id);
    const j = i + step;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    save.mutate({ method: 'put', url: '/bo/v1/content/banners/order', body: { groupName: group, ids } });
  };
  return (
    <Card
      title={
        <label className="row">
          {t('group')}
          <select
            className="input input--sm"
            style={{ width: 'auto' }}
            value={group}
            onChange={(e) => setGroup(e.target.value)}
          >
            {bannerGroups.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        </label>
      }
      actions={
        <>
          <Button onClick={() => void openPreview({ path: groupPaths[group] ?? '/' })}>
            {t('previewList')}
          </Button>
          {canManage ? (
            <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
              {t('newBanner')}
            </Button>
          ) : null}
        </>
      }
    >
      {!list.data ? <Skeleton /> : rows.length === 0 ? <EmptyState>{t('noRows')}</EmptyState> : null}
      <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 10 }}>
        {rows.map((b, i) => (
          <li
            key={b.id}
            className="row"
            style={{ border: '1px solid var(--border)', borderRadius: 'var(--radius)', padding: 8 }}
          >
            <img
              src={b.imageUrl}
              alt=""
              style={{ width: 120, height: 48, objectFit: 'cover', borderRadius: 6 }}
            />
            <div style={{ flex: 1, minWidth: 140 }}>
              <strong>{pick(b.title)}</strong>
              <div className="muted" style={{ fontSize: 12 }}>
                {formatDateTime(b.startAt)} – {b.endAt ? formatDateTime(b.endAt) : '∞'}
              </div>
            </div>
            <StateBadges item={b} />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void openPreview({ path: groupPaths[b.groupName] ?? '/', at: previewAt(b) })}
            >
              {t('previewSite')}
            </Button>
            {canManage ? (
              <>
                <Button
                  size="sm"
                  onClick={() =>
                    save.mutate({
                      method: 'put',
                      url: `/bo/v1/content/banners/${b.id}/publish`,
                      body: { published: !b.published },
                    })
                  }
                >
                  {b.published ? t('unpublish') : t('publish')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('up')}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('down')}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button size="sm" onClick={() => setEditing(b)}>
                  {t('edit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(b)}>
                  {t('delete')}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {editing ? (
        <BannerForm
          banner={editing === 'new' ? null : editing}
          group={group}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Confirm
        open={deleting !== null}
        title={t('confirmDelete')}
        confirmLabel={t('delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) save.mutate({ method: 'del', url: `/bo/v1/content/banners/${deleting.id}` });
          setDeleting(null);
        }}
      />
    </Card>
  );
}

function BannerForm({
  banner,
  group,
  onClose,
}: {
  banner: Banner | null;
  group: string;
  onClose: () => void;
}) {
  const t = useT(messages);
  const save = useSave(onClose);
  const [b, setB] = useState({
    groupName: banner?.groupName ?? group,
    imageUrl: banner?.imageUrl ?? '',
    title: (banner?.title ?? { TW: '' }) as LocalizedValue,
    linkageType: banner?.linkageType ?? null,
    linkageValue: banner?.linkageValue ?? '',
    sort: banner?.sort ?? 0,
    startAt: toLocalInput(banner?.startAt ?? null),
    endAt: toLocalInput(banner?.endAt ?? null),
    // A new banner is a draft until published (decision 0035).
    published: banner?.published ?? false,
  });
  const body = {
    ...b,
    title: compactLocalized(b.title),
    linkageValue: b.linkageType ? b.linkageValue : null,
    startAt: fromLocalInput(b.startAt),
    endAt: fromLocalInput(b.endAt),
  };
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={banner ? t('edit') : t('newBanner')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            busy={save.isPending}
            onClick={() =>
              save.mutate(
                banner
                  ? { method: 'put', url: `/bo/v1/content/banners/${banner.id}`, body }
                  : { method: 'post', url: '/bo/v1/content/banners', body },
              )
            }
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="form">
        <ImageInput
          label={t('image')}
          value={b.imageUrl}
          onChange={(imageUrl) => setB({ ...b, imageUrl })}
          uploadPath="/bo/v1/content/uploads"
          uploadLabel={t('upload')}
          previewHeight={60}
        />
        <LocalizedFields label={t('titleText')} value={b.title} onChange={(title) => setB({ ...b, title })} />
        <div className="grid">
          <Field label={t('linkage')}>
            <select
              className="input"
              value={b.linkageType ?? ''}
              onChange={(e) => setB({ ...b, linkageType: (e.target.value || null) as Banner['linkageType'] })}
            >
              <option value="">{t('linkNone')}</option>
              <option value="URL">{t('linkUrl')}</option>
              <option value="P">{t('linkPromotion')}</option>
              <option value="G">{t('linkGame')}</option>
            </select>
          </Field>
          <Field label={t('linkValue')}>
            <input
              className="input"
              value={b.linkageValue ?? ''}
              onChange={(e) => setB({ ...b, linkageValue: e.target.value })}
            />
          </Field>
          <Field label={t('start')}>
            <input
              className="input"
              type="datetime-local"
              value={b.startAt}
              onChange={(e) => setB({ ...b, startAt: e.target.value })}
            />
          </Field>
          <Field label={t('end')}>
            <input
              className="input"
              type="datetime-local"
              value={b.endAt}
              onChange={(e) => setB({ ...b, endAt: e.target.value })}
            />
          </Field>
        </div>
        <PublishedField value={b.published} onChange={(published) => setB({ ...b, published })} />
        {b.imageUrl && b.title.TW ? <PlayerPreview kind="banner" item={body} /> : null}
      </div>
    </Modal>
  );
}

const TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
function Announcements() {
  const t = useT(messages);
  const canManage = useCan('content.manage');
  const [type, setType] = useState<string>('');
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const save = useSave();
  const openPreview = useOpenPreview();
  const list = useContent<{ rows: Announcement[] }>('/bo/v1/content/announcements', {
    pageSize: '200',
    ...(type ? { type } : {}),
  });
  return (
    <Card
      title={
        <label className="row">
          {t('type')}
          <select
            className="input input--sm"
            style={{ width: 'auto' }}
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            <option value="">—</option>
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`type${ty}`)}
              </option>
            ))}
          </select>
        </label>
      }
      actions={
        <>
          <Button onClick={() => void openPreview({ path: '/' })}>{t('previewList')}</Button>
          {canManage ? (
            <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
              {t('newAnnouncement')}
            </Button>
          ) : null}
        </>
      }
    >
      {!list.data ? (
        <Skeleton />
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{t('noRows')}</EmptyState>
      ) : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {(list.data?.rows ?? []).map((a) => (
          <li
            key={a.id}
            className="row"
            style={{ border: '1px solid var(--border)', borderRadius: 'var(--radius)', padding: 8 }}
          >
            <Badge tone="info">{a.type}</Badge>
            {a.type === 'PU' ? <Badge>{a.execution}</Badge> : null}
            <strong style={{ flex: 1, minWidth: 140 }}>{pick(a.title)}</strong>
            <span className="muted" style={{ fontSize: 12 }}>
              {formatDateTime(a.startAt)} – {a.endAt ? formatDateTime(a.endAt) : '∞'}
            </span>
            <StateBadges item={a} />
            {a.type === 'PL' ? (
              <span className="muted" style={{ fontSize: 12 }} data-testid="announcement-readers">
                {t('readBy', { n: a.readCount })}
              </span>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void openPreview({ path: a.type === 'H' ? '/help' : '/', at: previewAt(a) })}
            >
              {t('previewSite')}
            </Button>
            {canManage ? (
              <>
                <Button
                  size="sm"
                  onClick={() =>
                    save.mutate({
                      method: 'put',
                      url: `/bo/v1/content/announcements/${a.id}/publish`,
                      body: { published: !a.published },
                    })
                  }
                >
                  {a.published ? t('unpublish') : t('publish')}
                </Button>
                <Button size="sm" onClick={() => setEditing(a)}>
                  {t('edit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(a)}>
                  {t('delete')}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? (
        <AnnouncementForm item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Confirm
        open={deleting !== null}
        title={t('confirmDelete')}
        confirmLabel={t('delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) save.mutate({ method: 'del', url: `/bo/v1/content/announcements/${deleting.id}` });
          setDeleting(null);
        }}
      />
    </Card>
  );
}

function AnnouncementForm({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  const t = useT(messages);
  const save = useSave(onClose);
  // PR announcements are promotions: their category is one of the promotion categories (promotions feature).
  const categories = useContent<BoPromotionCategory[]>('/bo/v1/promotion-categories');
  const [a, setA] = useState({
    type: item?.type ?? 'PL',
    execution: item?.execution ?? 'B',
    platform: item?.platform ?? 'ALL',
    title: (item?.title ?? { TW: '' }) as LocalizedValue,
    content: (item?.content ?? { TW: '' }) as LocalizedValue,
    category: item?.category ?? '',
    imageUrl: item?.imageUrl ?? '',
    sort: item?.sort ?? 0,
    startAt: toLocalInput(item?.startAt ?? null),
    endAt: toLocalInput(item?.endAt ?? null),
    published: item?.published ?? false,
  });
  const body = {
    ...a,
    title: compactLocalized(a.title),
    content: compactLocalized(a.content),
    category: a.type === 'PR' ? a.category || null : null,
    imageUrl: a.imageUrl || null,
    startAt: fromLocalInput(a.startAt),
    endAt: fromLocalInput(a.endAt),
  };
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={item ? t('edit') : t('newAnnouncement')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            busy={save.isPending}
            onClick={() =>
              save.mutate(
                item
                  ? { method: 'put', url: `/bo/v1/content/announcements/${item.id}`, body }
                  : { method: 'post', url: '/bo/v1/content/announcements', body },
              )
            }
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="form">
        <div className="grid">
          <Field label={t('type')}>
            <select
              className="input"
              value={a.type}
              onChange={(e) => setA({ ...a, type: e.target.value as typeof a.type })}
            >
              {TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(`type${ty}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('execution')}>
            <select
              className="input"
              value={a.execution}
              onChange={(e) => setA({ ...a, execution: e.target.value as typeof a.execution })}
            >
              {(['B', 'A', 'F'] as const).map((x) => (
                <option key={x} value={x}>
                  {t(`exec${x}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('platform')}>
            <select
              className="input"
              value={a.platform}
              onChange={(e) => setA({ ...a, platform: e.target.value as typeof a.platform })}
            >
              {(['ALL', 'W', 'M'] as const).map((x) => (
                <option key={x} value={x}>
                  {t(`platform${x}`)}
                </option>
              ))}
            </select>
          </Field>
          {a.type === 'PR' && (
            <Field label={t('category')}>
              <select
                className="input"
                value={a.category}
                onChange={(e) => setA({ ...a, category: e.target.value })}
              >
                <option value="">{t('categoryNone')}</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.code} value={c.code}>
                    {pick(c.name)} ({c.code})
                  </option>
                ))}
                {a.category && !(categories.data ?? []).some((c) => c.code === a.category) && (
                  <option value={a.category}>{a.category}</option>
                )}
              </select>
            </Field>
          )}
          <Field label={t('sort')}>
            <input
              className="input"
              type="number"
              min={0}
              value={a.sort}
              onChange={(e) => setA({ ...a, sort: Number(e.target.value) })}
            />
          </Field>
          <Field label={t('start')}>
            <input
              className="input"
              type="datetime-local"
              value={a.startAt}
              onChange={(e) => setA({ ...a, startAt: e.target.value })}
            />
          </Field>
          <Field label={t('end')}>
            <input
              className="input"
              type="datetime-local"
              value={a.endAt}
              onChange={(e) => setA({ ...a, endAt: e.target.value })}
            />
          </Field>
        </div>
        <ImageInput
          label={t('image')}
          value={a.imageUrl}
          onChange={(imageUrl) => setA({ ...a, imageUrl })}
          uploadPath="/bo/v1/content/uploads"
          uploadLabel={t('upload')}
        />
        <LocalizedFields label={t('titleText')} value={a.title} onChange={(title) => setA({ ...a, title })} />
        <LocalizedFields
          label={t('content')}
          value={a.content}
          onChange={(content) => setA({ ...a, content })}
          multiline
        />
        <PublishedField value={a.published} onChange={(published) => setA({ ...a, published })} />
        {a.title.TW && a.content.TW ? <PlayerPreview kind="announcement" item={body} /> : null}
      </div>
    </Modal>
  );
}

type HelpValue = z.infer<typeof helpValue>;
function Help() {
  const t = useT(messages);
  const canManage = useCan('content.manage');
  const help = useContent<HelpValue>('/bo/v1/content/help');
  const [editing, setEditing] = useState<
    | {
        kind: 'category';
        id: number | null;
        code: string;
        title: LocalizedValue;
        sort: number;
        published: boolean;
      }
    | {
        kind: 'article';
        id: number | null;
        categoryId: number;
        title: LocalizedValue;
        content: LocalizedValue;
        sort: number;
        published: boolean;
      }
    | null
  >(null);
  const save = useSave(() => setEditing(null));
  const publish = useSave();
  const openPreview = useOpenPreview();
  if (!help.data) return <Skeleton />;
  return (
    <Card
      title={t('categories')}
      actions={
        <>
          <Button onClick={() => void openPreview({ path: '/help' })}>{t('previewList')}</Button>
          {canManage ? (
            <Button
              icon="plus"
              onClick={() =>
                setEditing({
                  kind: 'category',
                  id: null,
                  code: '',
                  title: { TW: '' },
                  sort: 0,
                  published: false,
                })
              }
            >
              {t('newCategory')}
            </Button>
          ) : null}
        </>
      }
    >
      {help.data.categories.map((c) => (
        <section key={c.id} style={{ borderTop: '1px solid var(--border)', padding: '8px 0' }}>
          <div className="row row--between">
            <strong>
              {pick(c.title)} <span className="muted mono">{c.code}</span>{' '}
              {c.published ? null : <Badge tone="neutral">{t('draft')}</Badge>}
            </strong>
            <div className="row">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void openPreview({ path: '/help', category: c.code })}
              >
                {t('previewSite')}
              </Button>
              {canManage ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      publish.mutate({
                        method: 'put',
                        url: `/bo/v1/content/help/categories/${c.id}/publish`,
                        body: { published: !c.published },
                      })
                    }
                  >
                    {c.published ? t('unpublish') : t('publish')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() =>
                      setEditing({
                        kind: 'category',
                        id: c.id,
                        code: c.code,
                        title: c.title,
                        sort: c.sort,
                        published: c.published,
                      })
                    }
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    icon="plus"
                    onClick={() =>
                      setEditing({
                        kind: 'article',
                        id: null,
                        categoryId: c.id,
                        title: { TW: '' },
                        content: { TW: '' },
                        sort: 0,
                        published: false,
                      })
                    }
                  >
                    {t('newArticle')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() =>
                      save.mutate({ method: 'del', url: `/bo/v1/content/help/categories/${c.id}` })
                    }
                  >
                    {t('delete')}
                  </Button>
                </>
              ) : null}
            </div>
          </div>
          <ul>
            {c.articles.map((a) => (
              <li key={a.id} className="row">
                <span style={{ flex: 1 }}>{pick(a.title)}</span>
                {a.published ? null : <Badge tone="neutral">{t('draft')}</Badge>}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void openPreview({ path: '/help', articleId: a.id })}
                >
                  {t('previewSite')}
                </Button>
                {canManage ? (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        publish.mutate({
                          method: 'put',
                          url: `/bo/v1/content/help/articles/${a.id}/publish`,
                          body: { published: !a.published },
                        })
                      }
                    >
                      {a.published ? t('unpublish') : t('publish')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        setEditing({
                          kind: 'article',
                          id: a.id,
                          categoryId: c.id,
                          title: a.title,
                          content: a.content,
                          sort: a.sort,
                          published: a.published,
                        })
                      }
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        save.mutate({ method: 'del', url: `/bo/v1/content/help/articles/${a.id}` })
                      }
                    >
                      {t('delete')}
                    </Button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editing ? (
        <Modal
          open
          size="lg"
          onClose={() => setEditing(null)}
          title={editing.kind === 'category' ? t('newCategory') : t('newArticle')}
          footer={
            <>
              <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
              <Button
                variant="primary"
                busy={save.isPending}
                onClick={() => {
                  const base =
                    editing.kind === 'category'
                      ? '/bo/v1/content/help/categories'
                      : '/bo/v1/content/help/articles';
                  const body =
                    editing.kind === 'category'
                      ? {
                          code: editing.code,
                          title: compactLocalized(editing.title),
                          sort: editing.sort,
                          published: editing.published,
                        }
                      : {
                          categoryId: editing.categoryId,
                          title: compactLocalized(editing.title),
                          content: compactLocalized(editing.content),
                          sort: editing.sort,
                          published: editing.published,
                        };
                  save.mutate(
                    editing.id
                      ? { method: 'put', url: `${base}/${editing.id}`, body }
                      : { method: 'post', url: base, body },
                  );
                }}
              >
                {t('save')}
              </Button>
            </>
          }
        >
          <div className="form">
            {editing.kind === 'category' ? (
              <Field label={t('code')}>
                <input
                  className="input"
                  value={editing.code}
                  onChange={(e) => setEditing({ ...editing, code: e.target.value })}
                />
              </Field>
            ) : null}
            <LocalizedFields
              label={t('titleText')}
              value={editing.title}
              onChange={(title) => setEditing({ ...editing, title })}
            />
            {editing.kind === 'article' ? (
              <LocalizedFields
                label={t('content')}
                value={editing.content}
                onChange={(content) => setEditing({ ...editing, content })}
                multiline
              />
            ) : null}
            <Field label={t('sort')}>
              <input
                className="input"
                type="number"
                min={0}
                value={editing.sort}
                onChange={(e) => setEditing({ ...editing, sort: Number(e.target.value) })}
              />
            </Field>
            <PublishedField
              value={editing.published}
              onChange={(published) => setEditing({ ...editing, published })}
            />
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}

type FooterValue = z.infer<typeof footerValue>;
type FooterDraftValue = z.infer<typeof footerDraftValue>;
const RESOURCE_TYPES = ['APP_ANDROID', 'APP_IOS', 'PAYMENT', 'LICENCE', 'PROVIDER', 'ABOUT'] as const;
/**
 * The footer (decision 0036): edits are saved as a draft that a preview link shows on the player site, then
 * published; or saved and published at once. The form starts from the saved draft when there is one.
 */
function Footer() {
  const t = useT(messages);
  const canManage = useCan('content.manage');
  const footer = useContent<FooterValue>('/bo/v1/content/footer');
  const saved = useContent<FooterDraftValue>('/bo/v1/content/footer/draft');
  const [edit, setEdit] = useState<FooterValue | null>(null);
  const save = useSave(() => setEdit(null));
  const openPreview = useOpenPreview();
  if (!footer.data || !saved.data) return <Skeleton />;
  const savedDraft = saved.data.draft;
  const f = edit ?? savedDraft ?? footer.data;
  const set = (patch: Partial<FooterValue>) => setEdit({ ...f, ...patch });
  const body = { ...f, licenceTexts: compactLocalized(f.licenceTexts) };
  return (
    <div className="form">
      <Card
        title={t('tabFooter')}
        actions={
          <>
            <Button onClick={() => void openPreview({ path: '/' })}>
              {savedDraft ? t('previewDraft') : t('previewSite')}
            </Button>
            {canManage && savedDraft ? (
              <>
                <Button
                  variant="primary"
                  busy={save.isPending}
                  onClick={() => save.mutate({ method: 'post', url: '/bo/v1/content/footer/draft/publish' })}
                >
                  {t('publishDraft')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => save.mutate({ method: 'del', url: '/bo/v1/content/footer/draft' })}
                >
                  {t('discardDraft')}
                </Button>
              </>
            ) : null}
          </>
        }
      >
        <p className="row" style={{ margin: 0, gap: 8 }} data-testid="footer-state">
          {savedDraft ? (
            <>
              <Badge tone="neutral">{t('draft')}</Badge>
              <span className="muted">
                {t('footerDraftSaved', { time: formatDateTime(saved.data.updatedAt) })}
              </span>
            </>
          ) : (
            <>
              <Badge tone="ok">{t('live')}</Badge>
              <span className="muted">{t('footerNoDraft')}</span>
            </>
          )}
        </p>
        <p className="muted" style={{ margin: '8px 0 0' }}>
          {t('previewFooterHint')}
        </p>
      </Card>
      <Card title={t('resources')}>
        <div className="form">
          {f.resources.map((r, i) => (
            <div key={i} className="row">
              <select
                className="input input--sm"
                style={{ width: 'auto' }}
                value={r.resourceType}
                onChange={(e) =>
                  set({
                    resources: f.resources.map((x, j) =>
                      j === i ? { ...x, resourceType: e.target.value as (typeof RESOURCE_TYPES)[number] } : x,
                    ),
                  })
                }
              >
                {RESOURCE_TYPES.map((rt) => (
                  <option key={rt}>{rt}</option>
                ))}
              </select>
              <input
                className="input input--sm"
                style={{ flex: 1, minWidth: 100 }}
                aria-label={t('label')}
                value={r.labelNameEn}
                onChange={(e) =>
                  set({
                    resources: f.resources.map((x, j) =>
                      j === i ? { ...x, labelNameEn: e.target.value } : x,
                    ),
                  })
                }
              />
              <input
                className="input input--sm"
                style={{ flex: 2, minWidth: 140 }}
                aria-label={t('url')}
                value={r.url}
                onChange={(e) =>
                  set({ resources: f.resources.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)) })
                }
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => set({ resources: f.resources.filter((_, j) => j !== i) })}
              >
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              icon="plus"
              onClick={() =>
                set({
                  resources: [
                    ...f.resources,
                    {
                      resourceType: 'ABOUT',
                      url: '/help?category=about',
                      qrCodeUrl: null,
                      labelNameEn: 'About us',
                      labelNames: null,
                    },
                  ],
                })
              }
            >
              {t('add')}
            </Button>
          </div>
        </div>
      </Card>
      <Card title={t('socialLinks')}>
        <div className="form">
          {f.socialLinks.map((s, i) => (
            <div key={i} className="row">
              {(['type', 'title', 'url'] as const).map((k) => (
                <input
                  key={k}
                  className="input input--sm"
                  style={{ flex: k === 'url' ? 2 : 1, minWidth: 90 }}
                  aria-label={k}
                  value={s[k]}
                  onChange={(e) =>
                    set({
                      socialLinks: f.socialLinks.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                    })
                  }
                />
              ))}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => set({ socialLinks: f.socialLinks.filter((_, j) => j !== i) })}
              >
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              icon="plus"
              onClick={() =>
                set({
                  socialLinks: [...f.socialLinks, { type: 'telegram', title: 'Telegram', url: 'https://' }],
                })
              }
            >
              {t('add')}
            </Button>
          </div>
        </div>
      </Card>
      <Card title={t('licence')}>
        <LocalizedFields
          label={t('licence')}
          value={f.licenceTexts}
          onChange={(licenceTexts) => set({ licenceTexts })}
          multiline
        />
      </Card>
      {canManage ? (
        <div className="row">
          <Button
            busy={save.isPending}
            onClick={() => save.mutate({ method: 'put', url: '/bo/v1/content/footer/draft', body })}
          >
            {t('saveDraft')}
          </Button>
          <Button
            variant="primary"
            busy={save.isPending}
            onClick={() => save.mutate({ method: 'put', url: '/bo/v1/content/footer', body })}
          >
            {t('saveAndPublish')}
          </Button>
          {edit ? (
            <Button variant="ghost" onClick={() => setEdit(null)}>
              {t('resetEdits')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
