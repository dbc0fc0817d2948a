/**
 * The one place Settings are saved (settings-drafts.ts): under the pages, on every page, it names the pages
 * with changes not saved yet, saves them all ("Save settings") or drops them ("Undo changes"), and says what
 * came of the last save where the button is: saved, nothing to save, or refused, with the pages whose fields
 * say why.
 */
import { Button } from '../../components/Button';
import { formMessage } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import type { SettingsPage } from '../../stores/navigation';
import {
  changedPages,
  draftFields,
  refusedPages,
  saveAllDrafts,
  undoAllDrafts,
  useSettingsDrafts,
} from './settings-drafts';

export function SaveBar({ pages }: { readonly pages: readonly SettingsPage[] }) {
  const { t } = useTranslation('settings');
  const state = useSettingsDrafts();
  const changed = changedPages(state.drafts, pages);
  const refused = refusedPages(state, pages);
  const named = (list: readonly SettingsPage[]): string => list.map((page) => t(`pages.${page}`)).join(', ');
  const beyondFields = formMessage(state.refusal?.error, draftFields(state));
  return (
    <div className="settings-save-bar" role="region" aria-label={t('saveBar.label')}>
      <div className="settings-save-actions">
        <Button variant="primary" busy={state.busy} onClick={() => void saveAllDrafts()}>
          {t('save')}
        </Button>
        {changed.length > 0 && <Button onClick={undoAllDrafts}>{t('saveBar.undo')}</Button>}
        <p role="status" className="settings-save-state">
          {changed.length > 0 && state.refusal === undefined && t('saveBar.unsaved', { pages: named(changed) })}
          {state.saved === 'saved' && t('saved')}
          {state.saved === 'nothing' && t('saveBar.nothing')}
        </p>
      </div>
      {state.refusal && (
        <Notice tone="error" title={t('notSaved')}>
          {refused.length > 0 && <p>{t('saveBar.refusedOn', { pages: named(refused) })}</p>}
          {(beyondFields !== undefined || refused.length === 0) && <p>{state.refusal.error.message}</p>}
        </Notice>
      )}
    </div>
  );
}
