/**
 * Settings › People at this desk (main/desk/people): each receptionist signs in with her own name and PIN. Add a
 * person (name, and her PIN typed twice), rename one, retire one (not oneself, not the last). No roles in this
 * version: anyone signed in may do it, and each change is in the audit trail. A person changes her own PIN under
 * "Locked screen".
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { PeopleView, PersonView, RetiredPersonView } from '../../../shared/domain/people';
import type { OperationError, OperationResult } from '../../../shared/ops/define';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldError, formMessage } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import { useLock } from '../../stores/lock';
import { loadLock } from '../../stores/lock-actions';
import { settingsModel } from './settings-model';

type Keep = (result: OperationResult<PeopleView>) => OperationError | undefined;

function PersonRow({ person, you, keep }: { readonly person: PersonView; readonly you: boolean; readonly keep: Keep }) {
  const { t } = useTranslation('lock');
  const [mode, setMode] = useState<'show' | 'rename' | 'retire'>('show');
  const [name, setName] = useState(person.name);
  const [error, setError] = useState<OperationError | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (work: Promise<OperationResult<PeopleView>>): Promise<void> => {
    setBusy(true);
    const refusal = keep(await work);
    setBusy(false);
    setError(refusal);
    if (refusal === undefined) setMode('show');
  };
  const rename = (event: SyntheticEvent): void => {
    event.preventDefault();
    void run(settingsModel.renamePerson(person.id, name));
  };

  return (
    <li className="person">
      {mode === 'rename' ? (
        <form onSubmit={rename}>
          <Field
            label={t('people.newName', { name: person.name })}
            value={name}
            maxLength={60}
            error={fieldError(error, 'name') ?? formMessage(error, ['name'])}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" busy={busy}>
            {t('people.saveName')}
          </Button>
          <Button onClick={() => setMode('show')}>{t('people.cancel')}</Button>
        </form>
      ) : (
        <>
          <span className="person-name">{you ? t('people.you', { name: person.name }) : person.name}</span>
          <Button onClick={() => setMode('rename')}>{t('people.rename', { name: person.name })}</Button>
          {!you && mode === 'show' && (
            <Button onClick={() => setMode('retire')}>{t('people.retire', { name: person.name })}</Button>
          )}
        </>
      )}
      {mode === 'retire' && (
        <Notice tone="warn" title={t('people.retireTitle', { name: person.name })}>
          <p>{t('people.retireText')}</p>
          <Button variant="danger" busy={busy} onClick={() => void run(settingsModel.retirePerson(person.id))}>
            {t('people.retireConfirm', { name: person.name })}
          </Button>
          <Button onClick={() => setMode('show')}>{t('people.cancel')}</Button>
        </Notice>
      )}
      {mode !== 'rename' && error && <Notice tone="error">{error.message}</Notice>}
    </li>
  );
}

function AddPerson({ keep }: { readonly keep: Keep }) {
  const { t } = useTranslation('lock');
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<OperationError | undefined>();
  const [differ, setDiffer] = useState(false);
  const [added, setAdded] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setAdded(undefined);
    setDiffer(pin !== again);
    if (pin !== again) return;
    setBusy(true);
    const refusal = keep(await settingsModel.addPerson(name, pin));
    setBusy(false);
    setError(refusal);
    if (refusal !== undefined) return;
    setAdded(name.trim());
    [setName, setPin, setAgain].forEach((clear) => clear(''));
  };
  const pinField = { type: 'password', inputMode: 'numeric', autoComplete: 'off' } as const;
  const pinRefused = error?.code === 'pin-form' ? error.message : undefined;

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)}>
      <h4>{t('people.addHeading')}</h4>
      <Field
        label={t('people.name')}
        value={name}
        maxLength={60}
        hint={t('people.nameHint')}
        error={fieldError(error, 'name') ?? (error?.code === 'name-taken' ? error.message : undefined)}
        onChange={(event) => setName(event.target.value)}
      />
      <Field
        {...pinField}
        label={t('people.pin')}
        hint={t('section.newPinHint')}
        value={pin}
        error={pinRefused}
        onChange={(event) => setPin(event.target.value)}
      />
      <Field
        {...pinField}
        label={t('people.pinAgain')}
        value={again}
        error={differ ? t('section.pinsDiffer') : undefined}
        onChange={(event) => setAgain(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {t('people.add')}
      </Button>
      {added !== undefined && <Notice tone="success">{t('people.added', { name: added })}</Notice>}
    </form>
  );
}

/** The retired people, on request: read-only (they stay on record for the audit trail and cannot sign in). */
function RetiredPeople({ retired }: { readonly retired: readonly RetiredPersonView[] }) {
  const { t } = useTranslation('lock');
  const format = useFormat();
  const [shown, setShown] = useState(false);
  if (retired.length === 0) return null;
  return (
    <>
      <label className="choice">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />{' '}
        {t('people.showRetired', { count: retired.length })}
      </label>
      {shown && (
        <ul className="people people-retired" aria-label={t('people.retiredList')}>
          {retired.map((person) => (
            <li key={person.id}>
              {t('people.retiredOn', { name: person.name, stamp: format.dateTime(person.retiredAt) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function PeopleSection() {
  const { t } = useTranslation('lock');
  const [view, setView] = useState<PeopleView | undefined>();
  // Read again when the lock's list or its person changes (the first PIN set under "Locked screen" makes the
  // first person; another signs in after a lock).
  const count = useLock((state) => state.status?.people.length);
  const signedIn = useLock((state) => state.status?.person?.id);
  useEffect(() => {
    void settingsModel.people().then((result) => result.ok && setView(result.value));
  }, [count, signedIn]);
  const keep: Keep = (result) => {
    if (!result.ok) return result.error;
    setView(result.value);
    void loadLock();
    return undefined;
  };

  return (
    <section className="people-section" aria-labelledby="people-heading">
      <h3 id="people-heading">{t('people.heading')}</h3>
      <p>{t('people.intro')}</p>
      {view && view.people.length > 0 && (
        <ul className="people">
          {view.people.map((person) => (
            <PersonRow key={person.id} person={person} you={person.id === view.currentId} keep={keep} />
          ))}
        </ul>
      )}
      {view && <RetiredPeople retired={view.retired} />}
      {view && view.people.length === 0 && <p>{t('people.none')}</p>}
      {view && view.people.length > 0 && <AddPerson keep={keep} />}
    </section>
  );
}
