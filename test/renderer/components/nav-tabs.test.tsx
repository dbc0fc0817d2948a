// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { NavTabs } from '../../../renderer/components/NavTabs';
import { useNavigation } from '../../../renderer/stores/navigation';

afterEach(cleanup);

it('switches screens with Alt+1…6 and marks the current tab', () => {
  useNavigation.getState().goTo('visit');
  render(<NavTabs />);
  fireEvent.keyDown(window, { key: '6', altKey: true });
  expect(useNavigation.getState().screen).toBe('reports');
  expect(screen.getByRole('button', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('button', { name: 'Reports' }).getAttribute('aria-keyshortcuts')).toBe('Alt+6');
  fireEvent.keyDown(window, { key: '5', altKey: true });
  expect(useNavigation.getState().screen).toBe('settings');
  expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  fireEvent.keyDown(window, { key: '2', altKey: true });
  expect(useNavigation.getState().screen).toBe('claim');
  fireEvent.keyDown(window, { key: '3' });
  expect(useNavigation.getState().screen).toBe('claim');
  fireEvent.keyDown(window, { key: '7', altKey: true });
  expect(useNavigation.getState().screen, 'no seventh screen').toBe('claim');
  fireEvent.click(screen.getByRole('button', { name: 'Outbox' }));
  expect(useNavigation.getState().screen).toBe('outbox');
});
