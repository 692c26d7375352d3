import { useSearchParams } from 'react-router';
import { isPanel, type Panel } from '../components/game-panels';

/**
 * The open panel under the bet board, kept in the `panel` query parameter (results by default) so a
 * link or a reload opens it again; `offered` leaves out a panel the page has not.
 */
export function usePanelParam(
  offered: (panel: Panel) => boolean = () => true,
): [Panel, (next: Panel) => void] {
  const [params, setParams] = useSearchParams();
  const param = params.get('panel');
  const panel: Panel = isPanel(param) && offered(param) ? param : 'results';
  const setPanel = (next: Panel) =>
    setParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        q.set('panel', next);
        return q;
      },
      { replace: true },
    );
  return [panel, setPanel];
}
