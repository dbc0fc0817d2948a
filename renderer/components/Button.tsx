/** A button that is never an accidental form submit, with a busy state that keeps its label readable. */
import type { ComponentProps } from 'react';

type ButtonProps = ComponentProps<'button'> & {
  readonly variant?: 'primary' | 'secondary' | 'danger';
  /** Disables the button and says so to assistive technology while work is under way. */
  readonly busy?: boolean;
};

export function Button({
  variant = 'secondary',
  busy = false,
  type = 'button',
  className,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button-${variant}`, className ?? ''].filter(Boolean).join(' ')}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    />
  );
}
