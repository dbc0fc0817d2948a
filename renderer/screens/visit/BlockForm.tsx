/**
 * Block an amount against the authorized benefit; the answer shows requested, covered and co-payment side by
 * side. An authorization has one block at a time: when it has one already (shown first), blocking again asks
 * before it replaces it. The amount has the focus while nothing is blocked, and after a refusal; the question
 * takes it while it is asked, and "Block again" when the block is kept.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import type { BlockView } from '../../../shared/domain/care';
import { errorOf, useVisitFlow } from './visit-model';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { useFormat, useProblemWords, useTranslation } from '../../i18n';
import { useFocusOn } from '../use-focus-on';
import { useBenefitName } from './use-benefit-name';

function BlockResult({ block }: { readonly block: BlockView }) {
  const { t } = useTranslation('visit');
  const { amount } = useFormat();
  const benefit = useBenefitName(block.benefit);
  return (
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
  );
}

export function BlockForm({ block }: { readonly block: BlockView | undefined }) {
  const { t } = useTranslation('visit');
  const problemWords = useProblemWords();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [kept, setKept] = useState(0);
  const run = useVisitFlow((state) => state.block);
  const busy = useVisitFlow((state) => state.busy === 'block');
  const error = useVisitFlow((state) => errorOf(state, 'block'));
  const message = formMessage(error, ['amount']);
  const amountField = useFocusOn<HTMLInputElement>(block ? error : (error ?? 'nothing blocked'));
  const blockInstead = useFocusOn<HTMLButtonElement>(confirming);
  const blockAgain = useFocusOn<HTMLButtonElement>(kept || undefined);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (block && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    void run(amount);
  };

  return (
    <form className="block-form" onSubmit={submit} aria-labelledby="block-heading">
      <h3 id="block-heading">{t('block.heading')}</h3>
      <Field
        ref={amountField}
        label={t('block.amount')}
        hint={t('block.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={problemWords(fieldProblem(error, 'amount'))}
      />
      {confirming && block ? (
        <Notice tone="warn" title={t('block.alreadyTitle')}>
          <p>{t('block.alreadyText', { requested: block.requestedText, covered: block.coveredText })}</p>
          <div className="actions">
            <Button ref={blockInstead} type="submit" variant="primary" busy={busy}>
              {amount.trim() === '' ? t('block.againInstead') : t('block.instead', { amount: amount.trim() })}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                setKept((count) => count + 1);
              }}
            >
              {t('block.keep')}
            </Button>
          </div>
        </Notice>
      ) : (
        <Button ref={blockAgain} type="submit" busy={busy}>
          {block ? t('block.again') : t('block.submit')}
        </Button>
      )}
      {message && (
        <Notice tone="error" title={t('block.failed')}>
          <p>{message}</p>
        </Notice>
      )}
      {block && <BlockResult block={block} />}
    </form>
  );
}
