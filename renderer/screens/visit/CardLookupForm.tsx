/**
 * The card number field. Card scanners type the number quickly and press Enter,
 * so Enter submits the form. A member found hands the focus on to the visit's
 * phone (VisitStartForm); a lookup that found no one keeps it here, the number
 * selected so the next scan replaces it. A card not found that the desk has seen
 * written otherwise (only separators, spaces or case differ) is offered as it was
 * seen, as a button that looks it up. It has the focus whenever no visit
 * is under way (on arrival, and after "Next member"). In demo mode, the demo cards
 * are offered under it until a member is shown. Shown first, it takes over from the stand-in the host served
 * before the page's code ran (../../first-screen.ts): what was typed there, the caret, and a lookup asked.
 */
import { useLayoutEffect, useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { fieldProblem } from '../../components/field-errors';
import { takeFirstScreen } from '../../first-screen';
import { useProblemWords, useTranslation } from '../../i18n';
import { useLock } from '../../stores/lock';
import { errorOf, useVisitFlow } from './visit-model';
import { useFocusOn } from '../use-focus-on';
import { DemoCards } from './DemoCards';
import { LOOKUP_TITLE_KEYS, lookupProblem, shortName } from './lookup-messages';

export function CardLookupForm() {
  const { t } = useTranslation('visit');
  const problemWords = useProblemWords();
  const [cardNo, setCardNo] = useState('');
  const [empty, setEmpty] = useState(false);
  const lookUp = useVisitFlow((state) => state.lookUp);
  const dismissError = useVisitFlow((state) => state.dismissError);
  const busy = useVisitFlow((state) => state.busy === 'lookup');
  const error = useVisitFlow((state) => errorOf(state, 'lookup'));
  const suggestion = useVisitFlow((state) => state.suggestion);
  const noVisit = useVisitFlow((state) => state.step.kind === 'none' || state.step.kind === 'choose');
  const memberShown = useVisitFlow((state) => state.member !== undefined);
  // A visit blocked before the screen was shown (Alt+1 or the tab back to it) is done here: its claim is the
  // Claim screen's. Arriving lands on the card, for the next member, not on that visit's "Write the claim".
  const [blockedOnArrival] = useState(() => {
    const { step } = useVisitFlow.getState();
    return step.kind === 'authorized' && step.block !== undefined;
  });
  const input = useFocusOn<HTMLInputElement>(noVisit || blockedOnArrival);
  const problem = error && lookupProblem(error);

  const run = (card: string): void => {
    if (card === '') {
      // The one problem now is the empty field: an earlier lookup's error does not stack under it.
      dismissError();
      setEmpty(true);
      return;
    }
    setEmpty(false);
    void lookUp(card).then(() => {
      if (useVisitFlow.getState().member === undefined) input.current?.select();
    });
  };

  // In the frame it first shows in, before it is painted: nothing typed into the stand-in is lost in between.
  useLayoutEffect(() => {
    if (!noVisit || useLock.getState().status?.locked === true) return;
    const typed = takeFirstScreen();
    if (typed === undefined) return;
    setCardNo(typed.cardNo);
    const field = input.current;
    if (typed.selection && field) {
      field.value = typed.cardNo;
      field.focus();
      field.setSelectionRange(typed.selection.start, typed.selection.end);
    }
    if (typed.lookupAsked) run(typed.cardNo.trim());
    // Once, as the first screen shows: later renders have nothing to take.
  }, []);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    run(cardNo.trim());
  };

  const fieldError = empty
    ? t('lookup.empty')
    : problem === 'invalid-card'
      ? t('lookup.invalidCard', { message: problemWords(fieldProblem(error, 'cardNo')) ?? error?.message ?? '' })
      : undefined;

  return (
    <form className="card-lookup" onSubmit={submit} aria-label={t('lookup.form')}>
      <Field
        ref={input}
        label={t('cardNo')}
        hint={t('lookup.cardHint')}
        value={cardNo}
        onChange={(event) => setCardNo(event.target.value)}
        error={fieldError}
        autoComplete="off"
        spellCheck={false}
        name="cardNo"
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('lookup.submit')}
      </Button>
      {error && problem !== 'invalid-card' && problem !== undefined && (
        <Notice tone={problem === 'offline' ? 'warn' : 'error'} title={t(LOOKUP_TITLE_KEYS[problem])}>
          <p>{error.message}</p>
          {suggestion && (
            <p>
              <Button
                onClick={() => {
                  setCardNo(suggestion.cardNo);
                  run(suggestion.cardNo);
                }}
              >
                {suggestion.name === null
                  ? t('lookup.didYouMeanCard', { cardNo: suggestion.cardNo })
                  : t('lookup.didYouMean', { cardNo: suggestion.cardNo, name: shortName(suggestion.name) })}
              </Button>
            </p>
          )}
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
