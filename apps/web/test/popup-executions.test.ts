import { describe, expect, it } from 'vitest';
import {
  formatClosed,
  isClosed,
  parseClosed,
  popupExecutionFor,
  popupsIn,
  withClosed,
} from '../src/features/announcements/lib/popup-executions.ts';

describe('popup executions', () => {
  it('ask for B before login, A after a login and F after a first login', () => {
    expect(popupExecutionFor(null, null)).toBe('B');
    expect(popupExecutionFor(null, 'tok1')).toBe('B');
    expect(popupExecutionFor('tok1', null)).toBe('A');
    expect(popupExecutionFor('tok2', 'tok1')).toBe('A');
    expect(popupExecutionFor('tok1', 'tok1')).toBe('F');
  });

  it('show the every-login popups in a first-login list', () => {
    expect(popupsIn('B')).toEqual(['B']);
    expect(popupsIn('A')).toEqual(['A']);
    expect(popupsIn('F')).toEqual(['A', 'F']);
  });
});

describe('popupClosed flags', () => {
  it('read a comma list, the older single value and junk', () => {
    expect([...parseClosed('B,A')]).toEqual(['B', 'A']);
    expect([...parseClosed('B')]).toEqual(['B']);
    expect([...parseClosed(' F , B ,x,,')]).toEqual(['B', 'F']);
    expect(parseClosed(null).size).toBe(0);
    expect(parseClosed('').size).toBe(0);
  });

  it('write each flag once, in B, A, F order', () => {
    let closed = parseClosed(null);
    closed = withClosed(closed, 'F');
    closed = withClosed(closed, 'B');
    closed = withClosed(closed, 'F');
    expect(formatClosed(closed)).toBe('B,F');
    expect(formatClosed(parseClosed(formatClosed(closed)))).toBe('B,F');
  });

  it('keep before- and after-login lists apart; a closed first-login list covers the every-login one', () => {
    const before = parseClosed('B');
    expect(isClosed(before, 'B')).toBe(true);
    expect(isClosed(before, 'A')).toBe(false);
    expect(isClosed(before, 'F')).toBe(false);

    const afterLogin = parseClosed('A');
    expect(isClosed(afterLogin, 'A')).toBe(true);
    expect(isClosed(afterLogin, 'B')).toBe(false);
    // A registration later in the same session still gets its welcome popups.
    expect(isClosed(afterLogin, 'F')).toBe(false);

    const afterFirst = parseClosed('F');
    expect(isClosed(afterFirst, 'F')).toBe(true);
    expect(isClosed(afterFirst, 'A')).toBe(true);
    expect(isClosed(afterFirst, 'B')).toBe(false);
  });
});
