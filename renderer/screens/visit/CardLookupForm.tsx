/**
 * The card number field. Card scanners type the number quickly and press Enter,
 * so Enter submits the form. A member found hands the focus on to the visit's
 * phone (VisitStartForm); a lookup that found no one keeps it here, the number
 * selected so the next scan replaces it. A card not found that the desk has seen
 * written otherwise (only separators, spaces or case differ) is offered as it was
 * seen, as a button that looks it up. It has the focus whenever no visit
 * is under way (on arrival, and after "Next member"). In demo mode, the demo cards
 * are offered under it until a member is shown.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { fieldProblem } from '../../components/field-errors';
import { useProblemWords, useTranslation } from '../../i18n';
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
  const input = useFocusOn<HTMLInputElement>(noVisit);
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
                {t('lookup.didYouMean', { cardNo: suggestion.cardNo, name: shortName(suggestion.name) })}
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
