// TEMPORARY screenshot harness (deleted before hand-back).
import type { SportId } from '../../../../../src/engine/sports/index.ts';
import { SportsWatch } from './SportsWatch.tsx';

export default function WatchHarness() {
  const q = new URLSearchParams(location.search);
  return (
    <div style={{ padding: 8 }}>
      <SportsWatch
        eventId={q.get('watch') ?? ''}
        sport={(q.get('sport') ?? 'football') as SportId}
        onClose={() => {}}
      />
    </div>
  );
}
