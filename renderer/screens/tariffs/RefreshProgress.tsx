/** A tariff refresh under way: a progress bar with its percentage (or "starting" until the size is known). */
import type { TariffRefreshProgress } from '../../../shared/domain/tariffs';

const PHASE_WORDS: Record<TariffRefreshProgress['phase'], string> = {
  downloading: 'Downloading tariffs',
  saving: 'Saving to this computer',
  done: 'Finishing',
};

export function RefreshProgress({ progress }: { readonly progress: TariffRefreshProgress | undefined }) {
  const known = progress !== undefined && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : undefined;
  const words = progress ? PHASE_WORDS[progress.phase] : 'Starting the refresh';
  return (
    <div className="refresh-progress" role="status" aria-live="polite">
      <label>
        {words}… {percent === undefined ? '' : `${percent}%`}
        <progress max={100} value={percent}>
          {percent === undefined ? words : `${percent}%`}
        </progress>
      </label>
    </div>
  );
}
