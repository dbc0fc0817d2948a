/**
 * Block an amount against the authorized benefit; the answer shows requested, covered and co-payment side by
 * side. An authorization has one block at a time: when it has one already (shown first), blocking again asks
 * before it replaces it. The amount is read as the language on screen writes it (shared/domain/typed-amount.ts)
 * before anything is asked or sent: what cannot be read is said at the field; the core gets canonical text.
 * The amount has the focus while nothing is blocked, and after a refusal; the question
 * takes it while it is asked, and "Block again" when the block is kept.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { BlockInput, type BlockView } from '../../../shared/domain/care';
import { problemsOf, type FieldError } from '../../../shared/domain/problems';
import { typedAmount } from '../../../shared/domain/typed-amount';
import { errorOf, useVisitFlow } from './visit-model';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { useFormat, useProblemWords, useTranslation } from '../../i18n';
import { useFocusOn } from '../use-focus-on';

export function BlockForm({ block }: { readonly block: BlockView | undefined }) {
  const { t } = useTranslation('visit');
  const problemWords = useProblemWords();
  const { language } = useFormat();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [kept, setKept] = useState(0);
  // What the page could not take in the amount at the last try: a new object for each refusal, so a second
  // one brings the focus back to the field too.
  const [unreadable, setUnreadable] = useState<{ readonly problem: FieldError | undefined } | undefined>();
  const run = useVisitFlow((state) => state.block);
  const dismissError = useVisitFlow((state) => state.dismissError);
  const busy = useVisitFlow((state) => state.busy === 'block');
  const error = useVisitFlow((state) => errorOf(state, 'block'));
  const message = formMessage(error, ['amount']);
  const amountField = useFocusOn<HTMLInputElement>(unreadable ?? (block ? error : (error ?? 'nothing blocked')));
  // A refused amount comes back selected, though Enter left the focus in it.
  useFocusOn<HTMLInputElement>(unreadable ?? error, undefined, amountField, { reselect: true });
  const blockInstead = useFocusOn<HTMLButtonElement>(confirming);
  const blockAgain = useFocusOn<HTMLButtonElement>(kept || undefined);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    // Read the amount as the language writes it, then check it as the core will, before asking anything: no
    // question about an amount that cannot be blocked.
    const read = typedAmount('amount', amount, language);
    const checked = read.ok ? BlockInput.shape.amount.safeParse(read.text) : undefined;
    if (!read.ok || checked?.error) {
      setUnreadable({ problem: read.ok ? checked?.error && problemsOf(checked.error, amount)[0] : read.problem });
      dismissError();
      setConfirming(false);
      return;
    }
    if (block && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    void run(read.text);
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
        onChange={(event) => {
          setAmount(event.target.value);
          setUnreadable(undefined);
        }}
        error={problemWords(unreadable?.problem ?? fieldProblem(error, 'amount'))}
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
        <Button ref={blockAgain} type="submit" variant={block ? undefined : 'primary'} busy={busy}>
          {block ? t('block.again') : t('block.submit')}
        </Button>
      )}
      {message && (
        <Notice tone="error" title={t('block.failed')}>
          <p>{message}</p>
        </Notice>
      )}
    </form>
  );
}
