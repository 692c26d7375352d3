import { useState } from 'react';
import { Button, Card, Confirm, Page, QueryView, StatusBadge } from '../../components';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import {
  SPORT_IDS,
  type SportsSettings,
  type SportsSportId,
  useSaveSportsSettings,
  useSportsEvents,
  useSportsSettings,
} from './api';
import { messages } from './messages';

/** Each sport's schedule running or paused, with its next kick-offs; pausing asks first. */
export default function SportsSchedulesPage() {
  const t = useT(messages);
  const settings = useSportsSettings();
  return (
    <Page title={t('schedulesTitle')} subtitle={t('schedulesHint')}>
      <QueryView query={settings} lines={6}>
        {(s) => (
          <div className="grid">
            {SPORT_IDS.map((sport) => (
              <SportSchedule key={sport} sport={sport} settings={s} />
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function SportSchedule({ sport, settings }: { sport: SportsSportId; settings: SportsSettings }) {
  const t = useT(messages);
  const canManage = useCan('sportsbook.manage');
  const events = useSportsEvents(sport, 30_000);
  const [asking, setAsking] = useState(false);
  const save = useSaveSportsSettings(() => setAsking(false));
  const paused = settings.schedules[sport].paused;
  const name = t(`sport_${sport}`);
  const kickoffs = [
    ...new Set((events.data?.events ?? []).filter((e) => e.phase === 'upcoming').map((e) => e.kickoffAt)),
  ].slice(0, 3);
  return (
    <Card
      title={name}
      actions={
        <StatusBadge
          status={paused ? 'PAUSED' : 'ACTIVE'}
          tone={paused ? 'warn' : 'ok'}
          label={t(paused ? 'paused' : 'running')}
        />
      }
    >
      <dl className="facts">
        <dt>{t('colEvery')}</dt>
        <dd>{events.data ? t('everyMinutes', { n: events.data.everyMs / 60_000 }) : '…'}</dd>
        <dt>{t('colNext')}</dt>
        <dd>
          {kickoffs.length === 0 ? (
            <span className="muted">{t('noUpcoming')}</span>
          ) : (
            kickoffs.map((k) => <div key={k}>{formatDateTime(k)}</div>)
          )}
        </dd>
      </dl>
      {canManage ? (
        <div className="row">
          <Button variant={paused ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
            {t(paused ? 'resume' : 'pause')}
          </Button>
        </div>
      ) : null}
      <Confirm
        open={asking}
        danger={!paused}
        busy={save.isPending}
        title={t(paused ? 'resumeTitle' : 'pauseTitle', { sport: name })}
        message={t(paused ? 'resumeWarning' : 'pauseWarning')}
        confirmLabel={t(paused ? 'resume' : 'pause')}
        cancelLabel={t('cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => save.mutate({ schedules: { ...settings.schedules, [sport]: { paused: !paused } } })}
      />
    </Card>
  );
}
