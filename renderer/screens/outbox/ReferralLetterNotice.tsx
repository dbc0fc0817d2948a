/**
 * A claim on a Referral benefit whose referral letter is missing: what that means for it now (held by the desk,
 * or only warned of), and "Send without the letter", which asks why (the core records who and why in the audit
 * trail). Nothing is shown when no letter is needed or one is attached; a claim sent (or being sent) says it
 * went without, never what staff could still do. The focus follows the dialogue: the reason when asked, "Send
 * without the letter…" again on Cancel, the sentence that says it goes without once it does.
 */
import { useEffect, useRef, useState } from 'react';
import type { ClaimView } from '../../../shared/domain/claims';
import { outboxModel } from './outbox-model';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';

const WAIVABLE = new Set<ClaimView['state']>(['draft', 'queued', 'needs-attention']);
const GONE = new Set<ClaimView['state']>(['sending', 'submitted']);

interface ReferralLetterNoticeProps {
  readonly claim: Pick<ClaimView, 'id' | 'state' | 'outcomeUnknown' | 'referralLetter' | 'waitingOnDocument'>;
  /** The claim as the core answered "Send without". */
  readonly onChanged: (claim: ClaimView) => void;
}

export function ReferralLetterNotice({ claim, onChanged }: ReferralLetterNoticeProps) {
  const { t } = useTranslation('outbox');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [waivedHere, setWaivedHere] = useState(false);
  const waivedLine = useRef<HTMLParagraphElement>(null);
  const reasonField = useRef<HTMLInputElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const [cancelled, setCancelled] = useState(0);

  useEffect(() => {
    if (waivedHere) waivedLine.current?.focus();
  }, [waivedHere, claim.referralLetter]);
  useEffect(() => {
    if (asking) reasonField.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (cancelled > 0) askButton.current?.focus();
  }, [cancelled]);

  const without = claim.referralLetter === 'waived' || claim.referralLetter === 'missing';
  if (without && (GONE.has(claim.state) || claim.outcomeUnknown)) {
    return <p className="referral-waived">{t('referral.sentWithout')}</p>;
  }
  if (claim.referralLetter === 'waived') {
    return (
      <p ref={waivedLine} tabIndex={-1} className="referral-waived">
        {t('referral.waived')}
      </p>
    );
  }
  if (claim.referralLetter !== 'missing') return null;

  const sendWithout = async (): Promise<void> => {
    setBusy(true);
    const result = await outboxModel.sendWithoutDocument(claim.id, reason.trim());
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setAsking(false);
    setWaivedHere(true);
    onChanged(result.value);
  };

  const waivable = WAIVABLE.has(claim.state) && !claim.outcomeUnknown;
  return (
    <Notice tone="warn" title={t('referral.title')}>
      <p data-testid="referral-letter">{t(claim.waitingOnDocument ? 'referral.waiting' : 'referral.missing')}</p>
      {waivable && !asking && (
        <Button ref={askButton} onClick={() => setAsking(true)}>
          {t('referral.sendWithout')}
        </Button>
      )}
      {asking && (
        <>
          <Field
            ref={reasonField}
            label={t('referral.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="actions">
            <Button busy={busy} disabled={reason.trim() === ''} onClick={() => void sendWithout()}>
              {t('referral.confirm')}
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                setCancelled((count) => count + 1);
              }}
            >
              {t('referral.cancel')}
            </Button>
          </div>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
    </Notice>
  );
}
