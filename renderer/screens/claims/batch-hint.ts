/** What an empty batch number becomes, in words staff can check against their paperwork. */
import type { TFunction } from 'i18next';
import type { BatchRule } from '../../../shared/domain/claims';

export function batchHint(rule: BatchRule | undefined, t: TFunction<'claims'>): string {
  if (rule === undefined) return t('batch.unknown');
  if (rule.kind === 'fixed') return t('batch.fixed', { batchNo: `${rule.prefix}${rule.fixedBatchNo}` });
  const { prefix } = rule;
  if (rule.kind === 'monthly') return t('batch.monthly', { prefix });
  return rule.kind === 'weekly' ? t('batch.weekly', { prefix }) : t('batch.daily', { prefix });
}
