/**
 * The page's first script (index.html runs it before main.tsx): it starts what the first screen waits on while the
 * rest of the page's code still loads: the core's first answers (api/first-reads.ts, sent at once by the fetch
 * worker), the first screen's words (./i18n asks for them as it is imported; Chromium sends a module's requests once
 * the code running has finished) and the lock's parts, which the frame reads the lock status with before it
 * shows anything (components/LockScreen.tsx imports them again, from the cache). main.tsx renders once the words
 * are there; the answers are taken as the frame asks for them.
 */
import './i18n';
import { askFirstScreenReads } from './api';

askFirstScreenReads();
void import('./components/LockScreenParts').catch(() => undefined);
