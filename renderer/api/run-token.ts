/**
 * The browser mode's per-run access token. The server prints `…/#token=…`; the
 * page takes it from the fragment once, keeps it in sessionStorage (so a reload
 * still works, and it dies with the tab) and removes it from the address bar.
 */
const STORAGE_KEY = 'claimdesk.runToken';

export function takeRunToken(): string | null {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromFragment !== null && fromFragment !== '') {
    window.sessionStorage.setItem(STORAGE_KEY, fromFragment);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromFragment;
  }
  return window.sessionStorage.getItem(STORAGE_KEY);
}
