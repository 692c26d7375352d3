import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from '../src/features/member-centre/lib/live-events.ts';
import { liveBus } from '../src/lib/live-bus.ts';

describe('lottery pushes on the member socket', () => {
  it('reads a draw and a settlement, and refuses broken ones', () => {
    expect(
      parseLiveEvent(
        JSON.stringify({
          type: 'lottery.draw',
          gameCode: 'SSC1',
          numero: '20261123-0001',
          winNo: '1,2,3,4,5',
        }),
      ),
    ).toEqual({ type: 'lottery.draw', gameCode: 'SSC1', numero: '20261123-0001', winNo: '1,2,3,4,5' });
    expect(
      parseLiveEvent(
        JSON.stringify({ type: 'lottery.settled', gameCode: 'SSC1', numero: '20261123-0001', won: 2 }),
      ),
    ).toEqual({ type: 'lottery.settled', gameCode: 'SSC1', numero: '20261123-0001', won: 2 });
    expect(
      parseLiveEvent(JSON.stringify({ type: 'lottery.settled', gameCode: 'SSC1', numero: 'x', won: '2' })),
    ).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ type: 'lottery.draw', gameCode: 'SSC1' }))).toBeNull();
  });

  it('hands events to every page listening, and stops when a page leaves', () => {
    const seen: string[] = [];
    const stopA = liveBus.subscribe((e) => seen.push(`a:${e.type}`));
    const stopB = liveBus.subscribe(() => {
      throw new Error('a broken page');
    });
    const stopC = liveBus.subscribe((e) => seen.push(`c:${e.type}`));
    liveBus.publish({ type: 'lottery.draw' });
    stopA();
    liveBus.publish({ type: 'lottery.settled' });
    stopB();
    stopC();
    expect(seen).toEqual(['a:lottery.draw', 'c:lottery.draw', 'c:lottery.settled']);
  });
});
