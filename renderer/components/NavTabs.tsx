/** The screen tabs; Alt+1…Alt+6 switch screens from anywhere. */
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { SCREENS, useNavigation } from '../stores/navigation';

export function NavTabs() {
  const screen = useNavigation((state) => state.screen);
  const goTo = useNavigation((state) => state.goTo);
  const { t } = useTranslation();

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
    <nav className="nav-tabs" aria-label={t('nav.label')}>
      <ul>
        {SCREENS.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              aria-current={name === screen ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${index + 1}`}
              title={t('nav.shortcut', { number: index + 1 })}
              onClick={() => goTo(name)}
            >
              {t(`nav.${name}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
