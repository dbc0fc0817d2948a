/**
 * A message in words (never colour alone): errors interrupt (role=alert), everything else is polite (role=status).
 * An error (or a warning with `reveal`) is the answer to what staff just did, so it comes into view as it appears (the nearest edge, so a
 * message already in sight moves nothing): a refusal under the window's edge is one nobody reads.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n';

export type NoticeTone = 'info' | 'success' | 'warn' | 'error';

interface NoticeProps {
  readonly tone: NoticeTone;
  readonly title?: string;
  readonly children: ReactNode;
  /** Brought into view as it appears: every error, and a warning that answers an action (default: errors). */
  readonly reveal?: boolean;
}

export function Notice({ tone, title, children, reveal = tone === 'error' }: NoticeProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A page without layout (jsdom in the unit tests) has nothing to scroll.
    if (reveal && 'scrollIntoView' in HTMLElement.prototype) box.current?.scrollIntoView({ block: 'nearest' });
  }, [reveal]);
  return (
    <div ref={box} className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="notice-title">{title ?? t(`notice.${tone}`)}</p>
      <div className="notice-body">{children}</div>
    </div>
  );
}
