import { useI18n } from '../../i18n/react.tsx';
import type { MessageKey } from '../../i18n/index.ts';

/** A symbol's spoken name: `sym.<game>.<id>` when the game names it, else `sym.<id>`, else the id. */
export function useSymbolName(): (game: string, id: string) => string {
  const { t } = useI18n();
  return (game, id) => {
    const key = `sym.${game}.${id}` as MessageKey;
    const text = t(key as 'sym.dragon-fortune.DRAGON');
    return text === key ? id : text;
  };
}
