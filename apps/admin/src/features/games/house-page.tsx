import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Field, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { toMinor } from '@portal/contract/money';
import { formatMinor, minorToInput } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { HouseGame } from './api';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/games/house';
/** The house engines' stake limits are amounts of a two-decimal currency (contract house-games.ts). */
const HOUSE_DECIMALS = 2;
const plainMajor = (minor: string) => minorToInput(minor, HOUSE_DECIMALS);
const houseKey = ['bo', 'games', 'house'] as const;

/** The house games of the merchant: RTP variant within the declared set, and stake limits. */
export default function HousePage() {
  const t = useT(messages);
  const list = useQuery({
    queryKey: houseKey,
    queryFn: ({ signal }) => api.get<HouseGame[]>(ENDPOINT, undefined, { signal }),
  });
  return (
    <Page title={t('houseTitle')}>
      <QueryView query={list}>
        {(data) => (
          <div className="grid grid--cards">
            {data.map((g) => (
              <HouseCard key={g.code} game={g} />
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function HouseCard({ game }: { game: HouseGame }) {
  const t = useT(messages);
  const canManage = useCan('games.manage');
  const toast = useToast();
  const client = useQueryClient();
  const [rtp, setRtp] = useState(game.rtp);
  // Stakes are typed in major units (the house engines' limits are two-decimal amounts) and sent in minor.
  const [minBet, setMin] = useState(plainMajor(game.minBet));
  const [maxBet, setMax] = useState(plainMajor(game.maxBet));
  const minMinor = toMinor(minBet, HOUSE_DECIMALS);
  const maxMinor = toMinor(maxBet, HOUSE_DECIMALS);
  const save = useMutation({
    mutationFn: () =>
      api.put<HouseGame>(`${ENDPOINT}/${game.code}`, {
        ...(game.rtpVariants.length > 0 ? { rtp } : {}),
        minBet: String(minMinor),
        maxBet: String(maxMinor),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: houseKey });
      toast(t('saved'), 'success');
    },
  });
  return (
    <Card title={game.name} actions={<span className="mono muted">{game.code}</span>}>
      <Field label={t('rtp')} hint={game.rtpVariants.length <= 1 ? t('rtpNone') : undefined}>
        <select
          className="input"
          value={rtp}
          disabled={!canManage || game.rtpVariants.length <= 1}
          onChange={(e) => setRtp(Number(e.target.value))}
        >
          {(game.rtpVariants.length ? game.rtpVariants : [game.rtp]).map((v) => (
            <option key={v} value={v}>
              {v ? `${v}%` : '—'}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('minBet')}
        hint={t('limitsRange', { min: formatMinor(game.floorMinBet), max: formatMinor(game.ceilingMaxBet) })}
      >
        <input
          className="input"
          inputMode="decimal"
          value={minBet}
          disabled={!canManage}
          onChange={(e) => setMin(e.target.value.trim())}
        />
      </Field>
      <Field label={t('maxBet')}>
        <input
          className="input"
          inputMode="decimal"
          value={maxBet}
          disabled={!canManage}
          onChange={(e) => setMax(e.target.value.trim())}
        />
      </Field>
      {save.isError ? (
        <p className="form__error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      {canManage ? (
        <Button
          variant="primary"
          busy={save.isPending}
          disabled={minMinor === null || minMinor < 0n || maxMinor === null || maxMinor < 0n}
          onClick={() => save.mutate()}
        >
          {t('save')}
        </Button>
      ) : null}
    </Card>
  );
}
