import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/ui';
import { Modal } from '../components/modal';
import { useT } from '../lib/i18n';
import { shellMessages } from './messages';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/**
 * After `idleMinutes` without a key press, click or pointer move the staff member is signed out; a minute
 * before, a warning counts down with "stay signed in" (which also touches the server's session).
 */
export function IdleGuard({
  idleMinutes,
  onStay,
  onTimeout,
}: {
  idleMinutes: number;
  onStay: () => void;
  onTimeout: () => void;
}) {
  const t = useT(shellMessages);
  const last = useRef(Date.now());
  const [left, setLeft] = useState<number | null>(null);
  const warning = left !== null;

  useEffect(() => {
    if (!(idleMinutes > 0)) return;
    const limit = idleMinutes * 60_000;
    const warnAt = Math.max(limit - 60_000, limit / 2);
    const touch = () => {
      // While the warning shows, only its button keeps the session.
      if (!warningRef.current) last.current = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, touch, { passive: true });
    const timer = setInterval(() => {
      const idle = Date.now() - last.current;
      if (idle >= limit) {
        clearInterval(timer);
        onTimeout();
      } else if (idle >= warnAt) setLeft(Math.ceil((limit - idle) / 1000));
      else setLeft(null);
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, touch);
    };
  }, [idleMinutes, onTimeout]);

  const warningRef = useRef(false);
  useEffect(() => {
    warningRef.current = warning;
  }, [warning]);

  const stay = () => {
    last.current = Date.now();
    setLeft(null);
    onStay();
  };

  return (
    <Modal
      open={warning}
      onClose={stay}
      title={t('idleTitle')}
      size="sm"
      footer={
        <>
          <Button onClick={onTimeout}>{t('idleLogout')}</Button>
          <Button variant="primary" onClick={stay}>
            {t('idleStay')}
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="polite">
        {t('idleText', { seconds: left ?? 0 })}
      </p>
    </Modal>
  );
}
