/** Reading what a control says beside it, for component tests in any language. */

/** Spaces as Intl and French typography write them (narrow and non-breaking) shown as plain ones. */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The texts tied to a control through aria-describedby, by their class, with plain spaces. */
export function describedBy(element: HTMLElement, className: string): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return plain(
    ids
      .map((id) => document.getElementById(id))
      .filter((node) => node?.classList.contains(className))
      .map((node) => node?.textContent)
      .join(' '),
  );
}

/** The error text tied to a control through aria-describedby. */
export const errorNextTo = (element: HTMLElement): string => describedBy(element, 'field-error');
