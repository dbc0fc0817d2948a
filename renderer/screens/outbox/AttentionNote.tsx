/** Why a claim is left for a person and, for one in doubt, the insurer's claims it may be (list and detail alike). */
import type { ClaimAttention } from '../../../shared/domain/claims';
import { useTranslation } from '../../i18n';

export function AttentionNote({ attention }: { readonly attention: ClaimAttention }) {
  const { t } = useTranslation('outbox');
  const { reason, candidates } = attention;
  return (
    <>
      <span className="attention-reason">{reason}</span>
      {candidates.length > 0 && (
        <span className="attention-candidates">
          {t('attention.candidates', { count: candidates.length, claimNos: candidates.join(', ') })}
        </span>
      )}
    </>
  );
}
