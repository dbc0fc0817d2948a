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
import { errorOf, useVisitFlow } from '../../stores/visit-flow';
import { fieldError, formMessage } from '../../components/field-errors';
import { useFocusOn } from '../use-focus-on';
import { useFormats } from '../use-formats';

function BlockResult({ block }: { readonly block: BlockView }) {
  const { amount } = useFormats();
  return (
    <dl className="block-result" aria-label={`Amounts blocked on ${block.benefit}`}>
      <div>
        <dt>Requested</dt>
        <dd className="money">{amount(block.requestedText)}</dd>
      </div>
      <div>
        <dt>Covered</dt>
        <dd className="money">{amount(block.coveredText)}</dd>
      </div>
      <div>
        <dt>Co-payment (member pays)</dt>
        <dd className="money">{amount(block.coPaymentText)}</dd>
      </div>
    </dl>
  );
}

export function BlockForm({ block }: { readonly block: BlockView | undefined }) {
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [kept, setKept] = useState(0);
  const run = useVisitFlow((state) => state.block);
  const busy = useVisitFlow((state) => state.busy === 'block');
  const error = useVisitFlow((state) => errorOf(state, 'block'));
  const formats = useFormats();
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
      <h3 id="block-heading">Block an amount</h3>
      <Field
        ref={amountField}
        label="Amount to block"
        hint="The expected cost of the visit, like 1,500 or 1,500.50."
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldError(error, 'amount')}
      />
      {confirming && block ? (
        <Notice tone="warn" title="This authorization is blocked already">
          <p>
            {formats.amount(block.requestedText)} was blocked ({formats.amount(block.coveredText)} covered). Blocking
            again replaces that block.
          </p>
          <div className="actions">
            <Button ref={blockInstead} type="submit" variant="primary" busy={busy}>
              Block {amount.trim() || 'again'} instead
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                setKept((count) => count + 1);
              }}
            >
              Keep the block
            </Button>
          </div>
        </Notice>
      ) : (
        <Button ref={blockAgain} type="submit" busy={busy}>
          {block ? 'Block again' : 'Block'}
        </Button>
      )}
      {message && (
        <Notice tone="error" title="Nothing was blocked">
          <p>{message}</p>
        </Notice>
      )}
      {block && <BlockResult block={block} />}
    </form>
  );
}
