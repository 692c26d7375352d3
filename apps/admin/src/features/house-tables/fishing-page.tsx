import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, CheckField, Page, QueryView, StatusBadge } from '../../components';
import { useT } from '../../lib/i18n';
import { useCanManageHouseTables, useFishingSetting, useSaveFishing, type FishingSetting } from './api';
import { messages } from './messages';
import { NumberText, PlatformOnlyNote, bare, useGameName, useProblemText } from './parts';
import { checkFishing, fishingDraftOf, type FishingDraft } from './validate';

/** Fishing (decision 0075): open or closed and the bullet range; the RTP variant is per merchant. */
export default function FishingPage() {
  const t = useT(messages);
  const query = useFishingSetting();
  const { merchantScoped } = useCanManageHouseTables();
  return (
    <Page title={t('fishingTitle')} subtitle={t('fishingHint')}>
      <PlatformOnlyNote show={merchantScoped} />
      <QueryView query={query} lines={4}>
        {(setting) => <FishingForm setting={setting} />}
      </QueryView>
    </Page>
  );
}

function FishingForm({ setting }: { setting: FishingSetting }) {
  const t = useT(messages);
  const gameName = useGameName();
  const problemText = useProblemText();
  const { canManage } = useCanManageHouseTables();
  const [draft, setDraft] = useState<FishingDraft>(() => fishingDraftOf(setting));
  useEffect(() => setDraft(fishingDraftOf(setting)), [setting]);
  const save = useSaveFishing();
  const checked = checkFishing(draft);
  const set = (patch: Partial<FishingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <div className="grid">
      <form
        aria-labelledby="fishing-title"
        data-testid="fishing-setting"
        onSubmit={(e) => {
          e.preventDefault();
          if (checked.value) save.mutate(checked.value);
        }}
      >
        <Card
          title={<span id="fishing-title">{gameName('fishing')}</span>}
          actions={
            <StatusBadge
              status={setting.enabled ? 'OPEN' : 'DISABLED'}
              label={setting.enabled ? t('open') : t('closed')}
            />
          }
        >
          <fieldset className="form" style={bare} disabled={!canManage}>
            <CheckField checked={draft.enabled} onChange={(enabled) => set({ enabled })} name="enabled">
              {t('enabled')}
            </CheckField>
            <NumberText
              label={t('bulletMin')}
              hint={t('bulletHint')}
              name="bulletMin"
              value={draft.bulletMin}
              onChange={(bulletMin) => set({ bulletMin })}
              problem={problemText(checked.problems.bulletMin)}
            />
            <NumberText
              label={t('bulletMax')}
              hint={t('bulletHint')}
              name="bulletMax"
              value={draft.bulletMax}
              onChange={(bulletMax) => set({ bulletMax })}
              problem={problemText(checked.problems.bulletMax)}
            />
          </fieldset>
          {canManage ? (
            <div className="row" style={{ marginTop: 14 }}>
              <Button
                variant="ghost"
                onClick={() => setDraft(fishingDraftOf(setting))}
                disabled={save.isPending}
              >
                {t('reset')}
              </Button>
              <Button type="submit" variant="primary" busy={save.isPending} disabled={!checked.value}>
                {t('save')}
              </Button>
            </div>
          ) : null}
        </Card>
      </form>
      <Card>
        <p className="muted">{t('rtpNote')}</p>
        <Link to="/games/house">{t('rtpLink')}</Link>
      </Card>
    </div>
  );
}
