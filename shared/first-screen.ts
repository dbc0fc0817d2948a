/**
 * The first screen before the page's code runs: the contract between the hosts, which serve it, and the page,
 * which takes over from it. When the hint kept beside the store (main/desk/first-screen-hint.ts) says the desk
 * will open on the card lookup, a host serves the page's HTML with a stand-in of it: the frame's header, the Visit
 * heading and the card number field, focused, in the desk's language, laid out as the page lays out its own (the
 * page's classes, and the status bar's room kept). A card scanned or typed there is not lost: the page's own field
 * takes what it holds, its caret and a lookup asked with Enter (renderer/first-screen.ts), and the stand-in goes in
 * the frame the page's first screen shows in. Until then its small script (renderer/public/first-screen.js) keeps
 * Enter from leaving the page, and drops the stand-in when the tab was on another screen.
 *
 * The page's code waits for the stand-in: its script and preloads are moved from the head into an inert template
 * the stand-in's script loads once the stand-in's first frame is painted. Loaded with the HTML, that code was
 * compiled beside the stand-in's first paint and then ran as one long task just as the field took the focus, so
 * the first keys typed waited for it (a third of a second; over a second on a slow PC: docs/benchmarks.md); the
 * stand-in does not need it, and the page's first screen takes the keys over whenever it comes.
 *
 * Both hosts serve it: browser mode's server (main/serve/server.ts) and the desktop app's app:// scheme
 * (main/electron/app-protocol.ts). Plain strings: no DOM, no Node.
 */
import type { Language } from './i18n/languages';

/** The stand-in's element (its script and the page find it by it). */
export const FIRST_SCREEN_ID = 'first-screen';

/** The template holding the page's code until the stand-in's script loads it (found there by this id). */
const FIRST_SCREEN_CODE_ID = 'first-screen-code';

/** The card lookup's words, as the page words its first screen (renderer/screens/visit/CardLookupForm.tsx). */
export interface FirstScreenWords {
  readonly appName: string;
  readonly heading: string;
  readonly form: string;
  readonly label: string;
  readonly hint: string;
  readonly submit: string;
}

export interface FirstScreenHint {
  readonly language: Language;
  /** The first screen is the card lookup: the desk is set up and not locked. */
  readonly cardLookup: boolean;
  readonly words: FirstScreenWords;
}

/** Where the stand-in goes: before the element the page renders into. */
const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in's markup: the page's classes, so that it is laid out as the page's own first screen is. */
export function firstScreenShell(words: FirstScreenWords): string {
  const word = (name: keyof FirstScreenWords): string => escapeHtml(words[name]);
  return (
    `<div id="${FIRST_SCREEN_ID}" class="app">` +
    `<header class="app-header"><h1>${word('appName')}</h1></header>` +
    `<div class="status-bar" aria-hidden="true"></div>` +
    `<main class="app-main"><section class="screen lookup-screen" aria-labelledby="first-screen-heading">` +
    `<h2 id="first-screen-heading" class="screen-heading">${word('heading')}</h2>` +
    `<div class="lookup-main"><form class="card-lookup" aria-label="${word('form')}">` +
    `<div class="field"><label for="first-screen-card">${word('label')}</label>` +
    `<input id="first-screen-card" name="cardNo" autocomplete="off" spellcheck="false" autofocus` +
    ` aria-describedby="first-screen-card-hint">` +
    `<p id="first-screen-card-hint" class="field-hint">${word('hint')}</p></div>` +
    `<button type="submit" class="button button-primary">${word('submit')}</button>` +
    `</form></div></section></main></div>` +
    `<script src="./first-screen.js"></script>`
  );
}

/** The page's code as the build names it in the HTML: its module script and the modules it preloads. */
const PAGE_CODE = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/** The page's HTML with the stand-in when the hint says the card lookup comes first; as it is otherwise. */
export function withFirstScreen(html: string, hint: FirstScreenHint | undefined): string {
  if (!hint?.cardLookup || !html.includes(ROOT)) return html;
  const code = (html.match(PAGE_CODE) ?? []).map((tag) => tag.trim()).join('');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${hint.language}">`)
    .replace(PAGE_CODE, '')
    .replace(ROOT, `<template id="${FIRST_SCREEN_CODE_ID}">${code}</template>${firstScreenShell(hint.words)}${ROOT}`);
}
