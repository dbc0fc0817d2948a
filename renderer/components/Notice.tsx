/** A message in words (never colour alone): errors interrupt (role=alert), everything else is polite (role=status). */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

export type NoticeTone = 'info' | 'success' | 'warn' | 'error';

interface NoticeProps {
  readonly tone: NoticeTone;
  readonly title?: string;
  readonly children: ReactNode;
}

export function Notice({ tone, title, children }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="notice-title">{title ?? t(`notice.${tone}`)}</p>
      <div className="notice-body">{children}</div>
    </div>
  );
}
