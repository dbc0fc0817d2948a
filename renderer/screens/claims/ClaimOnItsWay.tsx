/**
 * A claim the editor shows read-only, and why: waiting to be sent, or held for its referral letter (saying what
 * releases it; with "Edit", which takes it back to a draft), being sent, sent with its claim number, or in doubt with the reason. A polite live region, so the
 * change from waiting to sent is heard as well as seen.
 */
import type { ClaimView } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { AttentionNote } from '../outbox/AttentionNote';

interface ClaimOnItsWayProps {
  readonly claim: ClaimView;
  readonly busy: boolean;
  readonly onEdit: () => void;
}

/** The heading says where the claim is now: held by the desk, sent, or on its way. */
function titleKey(claim: ClaimView): 'onItsWay.heldTitle' | 'onItsWay.sentTitle' | 'onItsWay.title' {
  if (claim.state === 'queued' && claim.waitingOnDocument) return 'onItsWay.heldTitle';
  return claim.state === 'submitted' ? 'onItsWay.sentTitle' : 'onItsWay.title';
}

export function ClaimOnItsWay({ claim, busy, onEdit }: ClaimOnItsWayProps) {
  const { t } = useTranslation('claims');
  return (
    <Notice tone="info" title={t(titleKey(claim))}>
      {claim.state === 'queued' && (
        <>
          <p>{t(claim.waitingOnDocument ? 'onItsWay.held' : 'onItsWay.queued')}</p>
          <Button busy={busy} onClick={onEdit}>
            {t('onItsWay.edit')}
          </Button>
        </>
      )}
      {claim.state === 'sending' && <p>{t('onItsWay.sending')}</p>}
      {claim.state === 'submitted' && (
        <p>{claim.claimNo ? t('onItsWay.sent', { claimNo: claim.claimNo }) : t('onItsWay.sentUnnumbered')}</p>
      )}
      {claim.attention && (
        <p>
          {t('onItsWay.attention')} <AttentionNote attention={claim.attention} />
        </p>
      )}
    </Notice>
  );
}
