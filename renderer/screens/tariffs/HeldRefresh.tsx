/**
 * A full tariff download held because it would remove more of the cache than the desk allows unchecked
 * (main/tariffs/refresh-hold.ts): how many would go, the first of them by name, and the choice to replace the
 * tariffs with the download or keep the ones in use. Nothing changes until staff choose.
 */
import type { HeldTariffRefresh } from '../../../shared/domain/tariffs';
import { useTariffs } from './tariffs-model';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { TariffTable } from './TariffTable';

interface HeldRefreshProps {
  readonly held: HeldTariffRefresh;
}

export function HeldRefresh({ held }: HeldRefreshProps) {
  const { t } = useTranslation('tariffs');
  const busy = useTariffs((state) => state.choosing);
  const choose = useTariffs((state) => state.chooseHeld);

  const more = held.droppedCount - held.dropped.length;
  return (
    <section className="held-refresh" aria-labelledby="held-refresh-heading">
      <Notice tone="warn" title={t('held.title')}>
        <span id="held-refresh-heading">
          {t('held.summary', {
            dropped: held.droppedCount,
            cached: held.cachedCount,
            listed: held.listedCount,
            threshold: held.thresholdPercent,
          })}
        </span>
      </Notice>
      <TariffTable caption={t('held.caption', { count: held.droppedCount })} rows={held.dropped} />
      {more > 0 && <p>{t('held.more', { count: more })}</p>}
      <div className="actions">
        <Button busy={busy === 'discard'} disabled={busy !== undefined} onClick={() => void choose('discard')}>
          {t('held.keep')}
        </Button>
        <Button
          variant="danger"
          busy={busy === 'confirm'}
          disabled={busy !== undefined}
          onClick={() => void choose('confirm')}
        >
          {t('held.replace', { count: held.listedCount })}
        </Button>
      </div>
    </section>
  );
}
