/**
 * Staff's "send anyway" of a claim with warnings: the warnings listed, a reason (required; the core keeps at
 * most SEND_ANYWAY_REASON_MAX characters), "Send anyway" or "Go back and correct". The reason field takes the
 * focus when it opens; Escape goes back.
 */
import { useState } from 'react';
import { SEND_ANYWAY_REASON_MAX } from '../../../shared/domain/claim-checks';
import { characterCount } from '../../../shared/domain/input-limits';
import type { FieldError } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { useProblemWords } from '../../i18n/problem-words';
import { useFocusOn } from '../use-focus-on';

interface SendAnywayFormProps {
  readonly warnings: readonly FieldError[];
  readonly busy: boolean;
  readonly onSend: (reason: string) => void;
  readonly onBack: () => void;
}

export function SendAnywayForm({ warnings, busy, onSend, onBack }: SendAnywayFormProps) {
  const { t } = useTranslation('claims');
  const words = useProblemWords();
  const [reason, setReason] = useState('');
  const field = useFocusOn<HTMLTextAreaElement>(warnings);
  const given = reason.trim() !== '';
  return (
    <Notice tone="warn" title={t('sendAnyway.title')}>
      <ul className="send-anyway-warnings">
        {warnings.map((warning) => (
          <li key={`${warning.field}\n${warning.code}`}>{words(warning)}</li>
        ))}
      </ul>
      <p>{t('sendAnyway.body')}</p>
      <form
        className="send-anyway"
        onSubmit={(event) => {
          event.preventDefault();
          if (given) onSend(reason.trim());
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onBack();
        }}
      >
        <FieldFrame label={t('sendAnyway.reason')} count={characterCount(reason, SEND_ANYWAY_REASON_MAX)}>
          {(ids) => (
            <textarea
              {...ids}
              ref={field}
              rows={2}
              required
              maxLength={SEND_ANYWAY_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FieldFrame>
        <div className="actions">
          <Button type="submit" variant="primary" busy={busy} disabled={!given}>
            {t('sendAnyway.confirm')}
          </Button>
          <Button onClick={onBack}>{t('sendAnyway.back')}</Button>
        </div>
      </form>
    </Notice>
  );
}
