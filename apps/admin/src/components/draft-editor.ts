import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorText } from '../lib/api';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { useToast } from './toast';

/**
 * The state of an editor dialog, `[draft, set, save]`: the draft, a patch setter, and the save that sends it, says "Saved",
 * refreshes `queryKey` and calls `onSaved` (closing the dialog). A refused save is a toast with the
 * server's message (unless `toastErrors` is false: the form shows `save.error` itself).
 */
/** The props of an editor dialog of `T`: the one edited (null: a new one), read-only for a viewer. */
export interface EditorProps<T> {
  item: T | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A save of the back office: sends `value`, says "Saved" (or `savedText`), refreshes `queryKey` and calls
 * `onSaved`; a refused save is a toast with the server's message (unless `toastErrors` is false).
 */
export function useSave<V>(
  send: (value: V) => Promise<unknown>,
  queryKey: QueryKey,
  {
    onSaved,
    savedText,
    toastErrors = true,
  }: { onSaved?: () => void; savedText?: string; toastErrors?: boolean } = {},
) {
  const t = useT(componentMessages);
  const toast = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast(savedText ?? t('saved'), 'success');
      void client.invalidateQueries({ queryKey });
      onSaved?.();
    },
    onError: (e) => {
      if (toastErrors) toast(errorText(e), 'error');
    },
  });
}

export function useDraftEditor<D>({
  initial,
  send,
  queryKey,
  onSaved,
  savedText,
  toastErrors = true,
}: {
  initial: () => D;
  send: (draft: D) => Promise<unknown>;
  queryKey: QueryKey;
  onSaved: () => void;
  savedText?: string;
  toastErrors?: boolean;
}) {
  const [draft, setDraft] = useState<D>(initial);
  const set = (patch: Partial<D>) => setDraft((x) => ({ ...x, ...patch }));
  const save = useSave<void>(() => send(draft), queryKey, { onSaved, savedText, toastErrors });
  return [draft, set, save] as const;
}
