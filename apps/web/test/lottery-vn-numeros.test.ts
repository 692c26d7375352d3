import { describe, expect, it } from 'vitest';
import type { VnNumero } from '@portal/contract';
import { currentVnNumero } from '../src/features/lottery/lib/vn-numeros.ts';

const entry = (gameCode: string, status: VnNumero['status'], numero: string): VnNumero => ({
  gameId: '1',
  gameCode,
  remark: gameCode,
  numero,
  remainTime: status === 'DRAWN' ? 0 : 60_000,
  lockTime: 600,
  defaultPlayType: 1,
  groupCode: 'VNC_18',
  status,
  drawTime: '2026-11-24T10:15:00.000Z',
  winNo: status === 'DRAWN' ? '123456' : null,
  prizes: null,
});

describe('the Vietnamese draw list', () => {
  it("counts down to each game's current draw, never to a drawn one", () => {
    // Newest first: a game whose current draw is missing (not offered any more) has only results.
    const list = [
      entry('VN_SOUTH', 'SALE', '20261125'),
      entry('VN_NORTH', 'LOCKED', '20261124'),
      entry('VN_SOUTH', 'DRAWN', '20261124'),
      entry('VN_CENTRAL', 'DRAWN', '20261124'),
    ];
    expect(currentVnNumero(list, 'VN_SOUTH')?.numero).toBe('20261125');
    expect(currentVnNumero(list, 'VN_NORTH')?.status).toBe('LOCKED');
    expect(currentVnNumero(list, 'VN_CENTRAL')).toBeUndefined();
  });
});
