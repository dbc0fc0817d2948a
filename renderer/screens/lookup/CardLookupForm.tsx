/**
 * The card number field. Card scanners type the number quickly and press Enter,
 * so Enter submits the form; the field keeps focus and is selected after each
 * lookup so the next scan replaces the number. It has the focus whenever no visit
 * is under way (on arrival, and after "Next member"). In demo mode, the demo cards
 * are offered under it until a member is shown.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { errorOf, useVisitFlow } from '../../stores/visit-flow';
import { useFocusOn } from '../use-focus-on';
import { DemoCards } from './DemoCards';
import { LOOKUP_TITLES, lookupProblem } from './lookup-messages';

export function CardLookupForm() {
  const [cardNo, setCardNo] = useState('');
  const [emptyError, setEmptyError] = useState<string | undefined>();
  const lookUp = useVisitFlow((state) => state.lookUp);
  const dismissError = useVisitFlow((state) => state.dismissError);
  const busy = useVisitFlow((state) => state.busy === 'lookup');
  const error = useVisitFlow((state) => errorOf(state, 'lookup'));
  const noVisit = useVisitFlow((state) => state.step.kind === 'none' || state.step.kind === 'choose');
  const memberShown = useVisitFlow((state) => state.member !== undefined);
  const input = useFocusOn<HTMLInputElement>(noVisit);
  const problem = error && lookupProblem(error);

  const run = (card: string): void => {
    if (card === '') {
      // The one problem now is the empty field: an earlier lookup's error does not stack under it.
      dismissError();
      setEmptyError('Enter or scan a card number.');
      return;
    }
    setEmptyError(undefined);
    void lookUp(card).then(() => input.current?.select());
  };

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    run(cardNo.trim());
  };

  const fieldError =
    emptyError ??
    (problem === 'invalid-card' ? `${LOOKUP_TITLES['invalid-card']}. ${error?.message ?? ''}` : undefined);

  return (
    <form className="card-lookup" onSubmit={submit} aria-label="Member lookup">
      <Field
        ref={input}
        label="Card number"
        hint="Scan the card, or type the number and press Enter."
        value={cardNo}
        onChange={(event) => setCardNo(event.target.value)}
        error={fieldError}
        autoComplete="off"
        spellCheck={false}
        name="cardNo"
      />
      <Button type="submit" variant="primary" busy={busy}>
        Look up
      </Button>
      {error && problem !== 'invalid-card' && problem !== undefined && (
        <Notice tone={problem === 'offline' ? 'warn' : 'error'} title={LOOKUP_TITLES[problem]}>
          <p>{error.message}</p>
        </Notice>
      )}
      {!memberShown && (
        <DemoCards
          onPick={(card) => {
            setCardNo(card);
            run(card);
          }}
        />
      )}
    </form>
  );
}
