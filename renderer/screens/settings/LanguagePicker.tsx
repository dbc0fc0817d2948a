/**
 * The desk's language, each one named in itself. It is saved as soon as it is picked
 * (not with the form below), and the whole page, the printed form and the core's
 * messages change to it at once.
 */
import { useState } from 'react';
import { FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { OperationError } from '../../../shared/ops/define';
import { useSettings } from '../../stores/settings';

/** `lockedBy`: the policy file that sets the language; the picker is then disabled and says so. */
export function LanguagePicker({ language, lockedBy }: { readonly language: Language; readonly lockedBy?: string }) {
  const { t } = useTranslation('settings');
  const save = useSettings((state) => state.save);
  const [outcome, setOutcome] = useState<{ readonly error: OperationError | undefined } | undefined>();

  const choose = async (value: string): Promise<void> => {
    if (!isLanguage(value)) return;
    setOutcome(undefined);
    setOutcome({ error: await save({ language: value }) });
  };

  return (
    <div className="language-picker">
      <FieldFrame
        label={t('language.label')}
        hint={lockedBy === undefined ? t('language.hint') : t('policy.locked', { file: lockedBy })}
      >
        {(ids) => (
          <select
            {...ids}
            disabled={lockedBy !== undefined}
            value={language}
            onChange={(event) => void choose(event.target.value)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {outcome?.error && (
        <Notice tone="error" title={t('language.notSaved')}>
          <p>{outcome.error.message}</p>
        </Notice>
      )}
      {outcome && !outcome.error && <p role="status">{t('language.saved')}</p>}
    </div>
  );
}
