/** A message in words (never colour alone): errors interrupt (role=alert), everything else is polite (role=status). */
import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warn' | 'error';

const PREFIX: Record<NoticeTone, string> = { info: 'Note', success: 'Done', warn: 'Warning', error: 'Problem' };

interface NoticeProps {
  readonly tone: NoticeTone;
  readonly title?: string;
  readonly children: ReactNode;
}

export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="notice-title">{title ?? PREFIX[tone]}</p>
      <div className="notice-body">{children}</div>
    </div>
  );
}
