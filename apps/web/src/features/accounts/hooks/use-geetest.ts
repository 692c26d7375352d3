import { useEffect, useRef, useState } from 'react';
import type { GeetestResult } from '@portal/contract';
import { useLanguage } from '@/lib/language';
import { useGeetestConfig } from '../api/get-geetest';
import { createGeetestWidget, type GeetestWidget } from '../lib/geetest';

/**
 * The human check after failed logins: `image` (the captcha of /wps/captcha) or `geetest` (the Geetest v4
 * widget, whose script is loaded as soon as a check is needed). `verify` opens the widget's challenge.
 */
export function useHumanCheck(active: boolean) {
  const config = useGeetestConfig(active);
  const lang = useLanguage();
  const widget = useRef<Promise<GeetestWidget> | null>(null);
  const [failed, setFailed] = useState(false);
  const geetest = config.data ?? null;

  useEffect(() => {
    if (!active || !geetest || widget.current) return;
    const created = createGeetestWidget(geetest, lang);
    widget.current = created;
    created.catch(() => {
      if (widget.current === created) widget.current = null;
      setFailed(true);
    });
  }, [active, geetest, lang]);

  useEffect(
    () => () => {
      void widget.current?.then((w) => w.destroy()).catch(() => {});
      widget.current = null;
    },
    [],
  );

  const kind: 'pending' | 'image' | 'geetest' = !active
    ? 'image'
    : config.isPending
      ? 'pending'
      : geetest
        ? 'geetest'
        : 'image';

  return {
    kind,
    /** The script or the configuration could not be loaded. */
    failed: failed || config.isError,
    /** Opens the Geetest challenge; null when the member closed it. Throws when the widget failed. */
    async verify(): Promise<GeetestResult | null> {
      if (!geetest) return null;
      setFailed(false);
      widget.current ??= createGeetestWidget(geetest, lang);
      try {
        return await (await widget.current).verify();
      } catch (error) {
        widget.current = null;
        setFailed(true);
        throw error;
      }
    },
  };
}
