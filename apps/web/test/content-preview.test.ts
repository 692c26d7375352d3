import { beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 0035: the preview tab keeps the link in sessionStorage, sends it on content calls only, and a
// refused link ends the preview.

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}
const session = memoryStorage();
const replaceState = vi.fn();
const reload = vi.fn();
const location = { href: 'http://site.test/help?id=7&preview=tok_123&at=2026-12-01T10:00:00.000Z', reload };
vi.stubGlobal('document', { querySelector: () => null });
vi.stubGlobal('window', {
  location,
  history: { state: null, replaceState },
  sessionStorage: session,
  localStorage: memoryStorage(),
});
const { capturePreviewFromUrl, getPreview, previewEndedNote } = await import('../src/lib/preview.ts');
const { apiRequest, ApiError } = await import('../src/lib/api-client.ts');

function answering(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('the content preview tab', () => {
  beforeEach(() => {
    reload.mockClear();
  });

  it('takes the link from the address into the tab and out of the address', () => {
    capturePreviewFromUrl();
    expect(getPreview()).toEqual({ token: 'tok_123', at: '2026-12-01T10:00:00.000Z' });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/help?id=7');
  });

  it('sends the link on content calls only', async () => {
    const fetch = answering(200, { success: true, value: {} });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/wps/system/helpCenter', { preview: true });
    await apiRequest('/wps/member/info');
    const headers = fetch.mock.calls.map(([, init]) => init.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({
      'x-content-preview': 'tok_123',
      'x-content-preview-at': '2026-12-01T10:00:00.000Z',
    });
    expect(headers[1]).not.toHaveProperty('x-content-preview');
  });

  it('a refused link ends the preview: members’ site after a reload, with a note', async () => {
    vi.stubGlobal('fetch', answering(403, { success: false, errorCode: 'preview.invalid', message: 'x' }));
    const err = await apiRequest('/wps/relay/MCSFE_getListAnnouncements', { preview: true }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(getPreview()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(previewEndedNote.shown()).toBe(true);
    previewEndedNote.dismiss();
    expect(previewEndedNote.shown()).toBe(false);
  });
});
