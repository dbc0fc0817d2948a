/** Copies a text to the clipboard and says whether it worked. */
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { Button } from './Button';

interface CopyButtonProps {
  readonly text: string;
  /** Spoken name of what is copied, e.g. "authorization number". */
  readonly what: string;
}

export function CopyButton({ text, what }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | undefined>();
  const { t } = useTranslation();
  const copy = (): void => {
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span className="copy">
      <Button onClick={copy} aria-label={t('copy.label', { what })}>
        {t('copy.button')}
      </Button>
      <span role="status" className="copy-outcome">
        {outcome === 'copied' && t('copy.copied')}
        {outcome === 'failed' && t('copy.failed', { what })}
      </span>
    </span>
  );
}
