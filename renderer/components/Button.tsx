/** A button that is never an accidental form submit, with a busy state that keeps its label readable. */
import type { ComponentProps } from 'react';

type ButtonProps = ComponentProps<'button'> & {
  readonly variant?: 'primary' | 'secondary' | 'danger';
  /** Disables the button and says so to assistive technology while work is under way. */
  readonly busy?: boolean;
  /**
   * While busy, the button stays focusable (aria-disabled, presses ignored) instead of disabled: a button the
   * focus was moved to, that goes busy by itself (the desk's own sync), would drop the focus to the page body.
   */
  readonly staysFocusable?: boolean;
};

export function Button({
  variant = 'secondary',
  busy = false,
  type = 'button',
  className,
  disabled,
  staysFocusable = false,
  onClick,
  ...rest
}: ButtonProps) {
  const held = busy && staysFocusable;
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button-${variant}`, className ?? ''].filter(Boolean).join(' ')}
      disabled={disabled === true || (busy && !held)}
      aria-disabled={held || undefined}
      aria-busy={busy || undefined}
      onClick={held ? (event) => event.preventDefault() : onClick}
    />
  );
}
