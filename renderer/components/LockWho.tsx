/**
 * "Who is at the desk?": the locked screen's list of names when two or more people sign in to the desk
 * (main/desk/people). A listbox for the keyboard: arrows, Home and End move, typing a name's first letters
 * moves to it, Enter (or a click) chooses; the dialog then asks for her PIN.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LockPerson } from '../../shared/domain/lock';
import { useTranslation } from '../i18n';

/** Letters typed within this time of each other make one prefix. */
const TYPE_AHEAD_MS = 1000;

function nextIndex(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(at + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(at - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function LockWho({
  people,
  onChoose,
}: {
  readonly people: readonly LockPerson[];
  readonly onChoose: (person: LockPerson) => void;
}) {
  const { t } = useTranslation('lock');
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLUListElement>(null);
  // The list is the locked screen's only control: it has the focus.
  useEffect(() => list.current?.focus(), []);

  const typeAhead = (event: KeyboardEvent): number | undefined => {
    if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return undefined;
    const fresh = event.timeStamp - typed.current.at > TYPE_AHEAD_MS;
    const text = (fresh ? '' : typed.current.text) + event.key.toLocaleLowerCase();
    typed.current = { text, at: event.timeStamp };
    const found = people.findIndex((person) => person.name.toLocaleLowerCase().startsWith(text));
    return found === -1 ? undefined : found;
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const chosen = people[active];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      onChoose(chosen);
      return;
    }
    const next = nextIndex(event.key, active, people.length) ?? typeAhead(event);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <>
      <p id="lock-who-label">{t('who')}</p>
      <ul
        className="lock-who"
        role="listbox"
        aria-labelledby="lock-who-label"
        tabIndex={0}
        aria-activedescendant={`lock-who-${people[active]?.id ?? 0}`}
        onKeyDown={onKeyDown}
        ref={list}
      >
        {people.map((person, index) => (
          <li
            key={person.id}
            id={`lock-who-${person.id}`}
            role="option"
            aria-selected={index === active}
            onClick={() => onChoose(person)}
          >
            {person.name}
          </li>
        ))}
      </ul>
    </>
  );
}
