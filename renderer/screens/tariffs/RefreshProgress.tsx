/** A tariff refresh under way: a progress bar with its percentage (or "starting" until the size is known). */
import type { TariffRefreshProgress } from '../../../shared/domain/tariffs';
import { useFormat, useTranslation } from '../../i18n';

export function RefreshProgress({ progress }: { readonly progress: TariffRefreshProgress | undefined }) {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const known = progress !== undefined && progress.total > 0;
  const share = known ? Math.min(1, progress.done / progress.total) : undefined;
  const words = progress ? t(`progress.${progress.phase}`) : t('progress.starting');
  const text = share === undefined ? t('progress.labelUnknown', { words }) : t('progress.label', { words, share });
  return (
    <div className="refresh-progress" role="status" aria-live="polite">
      <label>
        {text}
        <progress max={100} value={share === undefined ? undefined : Math.round(share * 100)}>
          {share === undefined ? words : format.percent(share)}
        </progress>
      </label>
    </div>
  );
}
