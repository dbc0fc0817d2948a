/**
 * The desk's language, each one named in itself. In Settings it is a draft like any setting (settings-drafts.ts),
 * saved with the rest; on the first-run screen, which has no Save, it is saved as soon as it is picked
 * (`LanguageAtOnce`), so staff read the rest of the setup in their language. Once saved, the whole page, the
 * printed form and the core's messages change to it at once.
 */
import { useState } from 'react';
import { FieldFrame } from '../../components/Field';
import { fieldError } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { OperationError } from '../../../shared/ops/define';
import { useSettings } from '../../stores/settings';
import { useSettingsDraft } from './settings-drafts';

interface LanguageSelectProps {
  readonly value: Language;
  readonly hint: string;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly onPick: (language: Language) => void;
}

function LanguageSelect({ value, hint, error, disabled = false, onPick }: LanguageSelectProps) {
  const { t } = useTranslation('settings');
  return (
    <FieldFrame label={t('language.label')} hint={hint} error={error}>
      {(ids) => (
        <select
          {...ids}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            const picked = event.target.value;
            if (isLanguage(picked)) onPick(picked);
          }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Settings' picker. `lockedBy`: the policy file that sets the language; the picker is then disabled and says so. */
export function LanguagePicker({ language, lockedBy }: { readonly language: Language; readonly lockedBy?: string }) {
  const { t } = useTranslation('settings');
  const draft = useSettingsDraft<Language>('language', {
    page: 'desk',
    fields: ['language'],
    initial: () => language,
    patch: (typed) => ({ language: typed }),
  });
  return (
    <form className="language-picker" onSubmit={draft.submit}>
      <LanguageSelect
        value={draft.typed}
        hint={lockedBy === undefined ? t('language.settingsHint') : t('policy.locked', { file: lockedBy })}
        error={fieldError(draft.error, 'language')}
        disabled={lockedBy !== undefined}
        onPick={(picked) => draft.edit(() => picked)}
      />
    </form>
  );
}

/** The first-run screen's picker: saved as soon as it is picked, what came of it said under it. */
export function LanguageAtOnce({ language }: { readonly language: Language }) {
  const { t } = useTranslation('settings');
  const save = useSettings((state) => state.save);
  const [outcome, setOutcome] = useState<{ readonly error: OperationError | undefined } | undefined>();
  const choose = async (picked: Language): Promise<void> => {
    setOutcome(undefined);
    setOutcome({ error: await save({ language: picked }) });
  };
  return (
    <div className="language-picker">
      <LanguageSelect value={language} hint={t('language.hint')} onPick={(picked) => void choose(picked)} />
      {outcome?.error && (
        <Notice tone="error" title={t('language.notSaved')}>
          <p>{outcome.error.message}</p>
        </Notice>
      )}
      {outcome && !outcome.error && <p role="status">{t('language.saved')}</p>}
    </div>
  );
}
