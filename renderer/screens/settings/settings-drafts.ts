/**
 * Settings' one way to save. A setting changed on any page is a draft until "Save settings" in the bar under
 * the pages (or Enter in any setting's field) saves every draft at once; a page switched away from, or the
 * screen left for another, keeps its drafts, and the bar names the pages they are on. "Undo changes" drops them
 * and the saved values show again. The desk's own settings go as one `settings.update` (the core takes all of
 * it or none); the updater's, their own operation, only after that was taken. A refusal shows next to its
 * field, and the bar names the page it is on. What is not a setting (a PIN, a backup now, a person added, a
 * connection test) keeps its own button.
 *
 * Drafts live in the page's memory only (a token typed is never written anywhere by the page); the lock covers
 * them as it covers any form half-typed, and they are there again once it opens.
 */
import { create } from 'zustand';
import type { OperationError } from '../../../shared/ops/define';
import type { OperationInput } from '../../../shared/ops/operations';
import type { SettingsPage } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';

type SettingsPatch = OperationInput<'settings.update'>;

interface DraftBase<T> {
  readonly page: SettingsPage;
  /** The field paths a refusal of it names: shown next to its fields, and its page named in the bar. */
  readonly fields: readonly string[];
  /** The values as saved (what the page shows until one is changed). */
  readonly initial: () => T;
  /** After a save that took it (e.g. reading again what the setting changes). */
  readonly afterSave?: () => unknown;
}

/** A draft saved as its part of the one `settings.update`, or by its own operation after it. */
export type DraftSpec<T> = DraftBase<T> &
  (
    | { readonly patch: (typed: T) => SettingsPatch }
    | { readonly own: (typed: T) => Promise<OperationError | undefined> }
  );

interface Draft {
  readonly typed: unknown;
  /** `initial()` when first edited: a draft back at it is no change. */
  readonly initial: unknown;
  readonly spec: DraftSpec<never>;
}

/** The last save's refusal, and whose it is: the one `settings.update`'s (`settings`), or a draft's own operation's (its id). */
interface Refusal {
  readonly error: OperationError;
  readonly from: string;
}

interface DraftsState {
  readonly drafts: Readonly<Record<string, Draft>>;
  readonly busy: boolean;
  readonly refusal: Refusal | undefined;
  /** Set by a save that took every draft; cleared by the next edit. */
  readonly saved: 'saved' | 'nothing' | undefined;
}

export const useSettingsDrafts = create<DraftsState>()(() => ({
  drafts: {},
  busy: false,
  refusal: undefined,
  saved: undefined,
}));

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const isChanged = (draft: Draft): boolean => !same(draft.typed, draft.initial);

/** The pages holding changes not saved yet, in the order given. */
export function changedPages(drafts: Readonly<Record<string, Draft>>, order: readonly SettingsPage[]): SettingsPage[] {
  const pages = new Set(
    Object.values(drafts)
      .filter(isChanged)
      .map((draft) => draft.spec.page),
  );
  return order.filter((page) => pages.has(page));
}

/** The pages whose fields the last refusal names (their drafts are still there: a refused save takes none). */
export function refusedPages(state: DraftsState, order: readonly SettingsPage[]): SettingsPage[] {
  const fields = new Set(state.refusal?.error.fields?.map((entry) => entry.field) ?? []);
  const pages = new Set(
    Object.values(state.drafts)
      .filter((draft) => draft.spec.fields.some((field) => fields.has(field)))
      .map((draft) => draft.spec.page),
  );
  return order.filter((page) => pages.has(page));
}

/** Every field the drafts' refusals can name: what a refusal says beyond them is the bar's to show. */
export const draftFields = (state: DraftsState): string[] =>
  Object.values(state.drafts).flatMap((draft) => draft.spec.fields);

/** Saves every changed draft: the desk's settings in one update, then the own operations, in turn. */
export async function saveAllDrafts(): Promise<void> {
  const { drafts, busy } = useSettingsDrafts.getState();
  if (busy) return;
  const changed = Object.entries(drafts).filter(([, draft]) => isChanged(draft));
  if (changed.length === 0) {
    useSettingsDrafts.setState({ saved: 'nothing', refusal: undefined });
    return;
  }
  useSettingsDrafts.setState({ busy: true, refusal: undefined, saved: undefined });
  const taken: Draft[] = [];
  // What was taken is no longer a draft (an edit made while saving stays one); the rest wait for the next save.
  const settle = (outcome: Pick<DraftsState, 'refusal' | 'saved'>): void => {
    const left = Object.entries(useSettingsDrafts.getState().drafts).filter(([, draft]) => !taken.includes(draft));
    useSettingsDrafts.setState({ busy: false, drafts: Object.fromEntries(left), ...outcome });
    for (const draft of taken) void draft.spec.afterSave?.();
  };
  let patch: SettingsPatch = {};
  for (const [, { spec, typed }] of changed) if ('patch' in spec) patch = { ...patch, ...spec.patch(typed as never) };
  if (Object.keys(patch).length > 0) {
    const error = await useSettings.getState().save(patch);
    if (error) {
      settle({ refusal: { error, from: 'settings' }, saved: undefined });
      return;
    }
    taken.push(...changed.filter(([, { spec }]) => 'patch' in spec).map(([, draft]) => draft));
  }
  for (const [id, draft] of changed) {
    if (!('own' in draft.spec)) continue;
    const error = await draft.spec.own(draft.typed as never);
    if (error) {
      settle({ refusal: { error, from: id }, saved: undefined });
      return;
    }
    taken.push(draft);
  }
  settle({ refusal: undefined, saved: 'saved' });
}

/** Drops every draft: the saved values show again. */
export const undoAllDrafts = (): void =>
  useSettingsDrafts.setState({ drafts: {}, refusal: undefined, saved: undefined });

export interface SettingsDraftField<T> {
  /** What the fields show: the draft, or the saved values when there is none. */
  readonly typed: T;
  readonly edit: (update: (typed: T) => T) => void;
  /** The last save's refusal when it concerns this draft (its fields read their own problems in it). */
  readonly error: OperationError | undefined;
  /** A section's form submits to this: Enter in any setting's field saves every draft. */
  readonly submit: (event: { preventDefault(): void }) => void;
}

/** A section's settings as a draft of the one save (`id`: the section's, unique on the screen). */
export function useSettingsDraft<T>(id: string, spec: DraftSpec<T>): SettingsDraftField<T> {
  const draft = useSettingsDrafts((state) => state.drafts[id]);
  const refusal = useSettingsDrafts((state) => state.refusal);
  const typed = draft === undefined ? spec.initial() : (draft.typed as T);
  const mine = refusal !== undefined && refusal.from === ('own' in spec ? id : 'settings');
  const edit = (update: (typed: T) => T): void =>
    useSettingsDrafts.setState((state) => {
      const current = state.drafts[id];
      const initial = current?.initial ?? spec.initial();
      const next = update(current === undefined ? (initial as T) : (current.typed as T));
      return {
        saved: undefined,
        drafts: { ...state.drafts, [id]: { typed: next, initial, spec: spec as unknown as DraftSpec<never> } },
      };
    });
  return {
    typed,
    edit,
    error: mine ? refusal.error : undefined,
    submit: (event) => {
      event.preventDefault();
      void saveAllDrafts();
    },
  };
}
