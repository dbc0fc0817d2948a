/** The screen tabs; Alt+1…Alt+5 switch screens from anywhere. */
import { useEffect } from 'react';
import { SCREENS, useNavigation, type Screen } from '../stores/navigation';

const LABELS: Record<Screen, string> = {
  visit: 'Visit',
  claim: 'Claim',
  outbox: 'Outbox',
  tariffs: 'Tariffs',
  settings: 'Settings',
};

export function NavTabs() {
  const screen = useNavigation((state) => state.screen);
  const goTo = useNavigation((state) => state.goTo);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const target = SCREENS[Number(event.key) - 1];
      if (target === undefined) return;
      event.preventDefault();
      goTo(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo]);

  return (
    <nav className="nav-tabs" aria-label="Screens">
      <ul>
        {SCREENS.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              aria-current={name === screen ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${index + 1}`}
              title={`Alt+${index + 1}`}
              onClick={() => goTo(name)}
            >
              {LABELS[name]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
