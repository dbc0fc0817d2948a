/**
 * Settings › Forget this device: erases everything ClaimDesk keeps on this computer and starts it again at its
 * first run (main/desk/forget-device.ts). It lists what stops it (claims not yet with the insurer, documents not
 * yet uploaded), and asks for a word shown in the desk's language, typed in, before it erases. Once done the
 * page starts afresh: its own kept language and screen go, and it reloads into the new desk.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { ForgetCheck } from '../../../shared/domain/forget';
import { useForget } from './settings-model';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';
import { useFocusOn } from '../use-focus-on';
import { CLAIM_STATE_KEYS, DOCUMENT_STATE_KEYS } from '../outbox/claim-states';

function Blockers({ check }: { readonly check: ForgetCheck }) {
  const { t } = useTranslation(['forget', 'outbox']);
  const format = useFormat();
  return (
    <div className="notice notice-warn">
      <p className="notice-title">{t('blockedTitle')}</p>
      <p>{t('blocked')}</p>
      {check.claims.length > 0 && (
        <ul aria-label={t('claimsLabel')}>
          {check.claims.map((claim) => (
            <li key={claim.id}>
              {t('claim', {
                member: claim.memberName || t('outbox:unknownMember'),
                date: claim.attendanceDate ? format.date(claim.attendanceDate) : t('outbox:noDate'),
                state: t(`outbox:${CLAIM_STATE_KEYS[claim.state]}`),
              })}
              {claim.inDoubt && ` ${t('inDoubt')}`}
            </li>
          ))}
        </ul>
      )}
      {check.documents.length > 0 && (
        <ul aria-label={t('documentsLabel')}>
          {check.documents.map((document) => (
            <li key={`${document.claimId}/${document.id}`}>
              {t('document', {
                file: document.fileName,
                member: document.memberName || t('outbox:unknownMember'),
                state: t(`outbox:${DOCUMENT_STATE_KEYS[document.state]}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** After the erase: the page's own memory of the old desk goes too, and it loads the fresh one. */
function startAfresh(): void {
  try {
    globalThis.localStorage.clear();
  } catch {
    // No storage to clear (a locked-down browser).
  }
  useNavigation.getState().goTo('visit');
  window.location.reload();
}

export function ForgetDevice() {
  const { t } = useTranslation('forget');
  const { check, busy, error, begin, confirm: erase, leave } = useForget();
  const [typed, setTyped] = useState('');
  useEffect(() => leave, [leave]);

  const confirm = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    if (await erase(typed)) startAfresh();
  };

  const blocked = check !== undefined && (check.claims.length > 0 || check.documents.length > 0);
  // Nothing stops it: the focus goes to the word to type (the button that asked is gone).
  const wordField = useFocusOn<HTMLInputElement>(check !== undefined && !blocked ? check : undefined);
  return (
    <section className="forget-device" aria-labelledby="forget-heading">
      <h3 id="forget-heading">{t('heading')}</h3>
      <p>{t('intro')}</p>
      <p className="muted">{t('diskNote')}</p>
      {(check === undefined || blocked) && (
        <Button onClick={() => void begin()} busy={busy === 'checking'}>
          {check === undefined ? t('begin') : t('checkAgain')}
        </Button>
      )}
      <div aria-live="polite">
        {check !== undefined && blocked && <Blockers check={check} />}
        {error && (
          <Notice tone="error" title={t('notErased')}>
            <p>{error.message}</p>
          </Notice>
        )}
      </div>
      {check !== undefined && !blocked && (
        <form onSubmit={(event) => void confirm(event)}>
          <Field
            ref={wordField}
            label={t('typeWord', { word: check.word })}
            hint={t('typeWordHint')}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="danger" busy={busy === 'erasing'}>
            {t('confirm')}
          </Button>
        </form>
      )}
    </section>
  );
}
