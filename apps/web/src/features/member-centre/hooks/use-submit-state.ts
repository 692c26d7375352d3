import { useCallback, useState } from 'react';

/** A form's sending state: busy while `run`'s action is under way, and the refusal it ended with. */
export function useSubmitState() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, setFailure, run };
}
