/**
 * The block's answer: requested, covered, and the member's share by the block (shared/domain/member-share.ts:
 * the claim's total decides it once there is a claim). A block that covers nothing says so in words.
 */
import { Notice } from '../../components/Notice';
import type { BlockView } from '../../../shared/domain/care';
import { memberShare } from '../../../shared/domain/member-share';
import { useFormat, useTranslation } from '../../i18n';
import { useBenefitName } from './use-benefit-name';

export function BlockResult({ block }: { readonly block: BlockView }) {
  const { t } = useTranslation('visit');
  const { amount } = useFormat();
  const benefit = useBenefitName(block.benefit);
  const nothingCovered = memberShare(block, null)?.nothingCovered === true;
  return (
    <>
      {nothingCovered && (
        <Notice tone="warn">
          <p>{t('block.nothingCovered', { benefit, amount: block.requestedText })}</p>
        </Notice>
      )}
      <dl className="block-result" aria-label={t('block.resultLabel', { benefit })}>
        <div>
          <dt>{t('block.requested')}</dt>
          <dd className="money">{amount(block.requestedText)}</dd>
        </div>
        <div>
          <dt>{t('block.covered')}</dt>
          <dd className="money">{amount(block.coveredText)}</dd>
        </div>
        <div>
          <dt>{t('block.coPayment')}</dt>
          <dd className="money">{amount(block.coPaymentText)}</dd>
        </div>
      </dl>
    </>
  );
}
