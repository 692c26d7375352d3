import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modIds, type ModuleNode } from '@portal/contract/constants';
import { MessageBody } from '../src/features/member-centre/components/message-body.tsx';
import { parseLiveEvent } from '../src/features/member-centre/lib/live-events.ts';
import { initialCompose, messageTimeLabel } from '../src/features/member-centre/lib/message-time.ts';
import { isPageShown } from '../src/features/member-centre/lib/pages.ts';

// The messageV2 page (decision 0060): its time labels, where compose starts, the live `inbox` push, the
// menu entry behind MAILCEN, and a message's text shown as text.

describe('time labels', () => {
  const now = new Date(2026, 10, 28, 9, 30);
  it('says Today HH:mm, Yesterday HH:mm, else MM-DD (local time)', () => {
    expect(messageTimeLabel(new Date(2026, 10, 28, 0, 5).toISOString(), now)).toEqual({
      kind: 'today',
      time: '00:05',
    });
    expect(messageTimeLabel(new Date(2026, 10, 27, 23, 59).toISOString(), now)).toEqual({
      kind: 'yesterday',
      time: '23:59',
    });
    expect(messageTimeLabel(new Date(2026, 10, 26, 23, 59).toISOString(), now)).toEqual({
      kind: 'date',
      date: '11-26',
    });
    expect(messageTimeLabel(new Date(2026, 0, 3, 8, 0).toISOString(), new Date(2026, 0, 4, 1, 0))).toEqual({
      kind: 'yesterday',
      time: '08:00',
    });
    // Across a year: the day before 1 January is yesterday, a year ago is a date.
    expect(
      messageTimeLabel(new Date(2025, 11, 31, 22, 0).toISOString(), new Date(2026, 0, 1, 1, 0)).kind,
    ).toBe('yesterday');
    expect(messageTimeLabel(new Date(2025, 10, 28, 9, 0).toISOString(), now)).toEqual({
      kind: 'date',
      date: '11-28',
    });
  });
});

describe('compose', () => {
  it('starts with the member from the team page picked when specific downlines are allowed', () => {
    expect(initialCompose([1, 2, 3, 4], 'player01')).toEqual({ sendType: 1, picked: ['player01'] });
    expect(initialCompose([1, 2, 3, 4], null)).toEqual({ sendType: 1, picked: [] });
    expect(initialCompose([1, 2, 3, 4], '  ')).toEqual({ sendType: 1, picked: [] });
    // A member (only its upline) cannot pick anyone: `to` is ignored.
    expect(initialCompose([5], 'player01')).toEqual({ sendType: 5, picked: [] });
  });
});

describe('live push', () => {
  it('reads an inbox event from a member or from the platform, and drops a broken one', () => {
    expect(
      parseLiveEvent(JSON.stringify({ type: 'inbox', inboxId: 7, subject: 'Hi', from: 'agent1' })),
    ).toEqual({
      type: 'inbox',
      inboxId: 7,
      subject: 'Hi',
      from: 'agent1',
    });
    expect(parseLiveEvent(JSON.stringify({ type: 'inbox', inboxId: 7, subject: 'Hi', from: null }))).toEqual({
      type: 'inbox',
      inboxId: 7,
      subject: 'Hi',
      from: null,
    });
    expect(
      parseLiveEvent(JSON.stringify({ type: 'inbox', inboxId: '7', subject: 'Hi', from: null })),
    ).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ type: 'inbox', inboxId: 7, subject: 'Hi' }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ type: 'inbox', inboxId: 7, subject: 'Hi', from: 3 }))).toBeNull();
  });
});

describe('menu entry', () => {
  const tree = (centre: boolean): ModuleNode[] => [
    {
      modId: modIds.mailCentre,
      enabled: centre,
      childrenNodes: [{ modId: modIds.inbox, enabled: true, childrenNodes: [] }],
    },
  ];
  it('is listed only while the merchant has the message centre on', () => {
    expect(isPageShown('messageV2', tree(true))).toBe(true);
    expect(isPageShown('messageV2', tree(false))).toBe(false);
  });
});

describe('message text', () => {
  it('is shown as text: markup escaped, line breaks kept for pre-wrap', () => {
    const html = renderToStaticMarkup(
      createElement(MessageBody, { text: '<img src=x onerror=alert(1)>\n<b>bold</b> & more' }),
    );
    expect(html).toBe(
      '<p class="msg__body">&lt;img src=x onerror=alert(1)&gt;\n&lt;b&gt;bold&lt;/b&gt; &amp; more</p>',
    );
    expect(html).not.toContain('<img');
  });
});
