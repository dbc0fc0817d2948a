/** Copies a text to the clipboard and says whether it worked. */
import { useState } from 'react';
import { Button } from './Button';

interface CopyButtonProps {
  readonly text: string;
  /** Spoken name of what is copied, e.g. "authorization number". */
  readonly what: string;
}

export function CopyButton({ text, what }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | undefined>();
  const copy = (): void => {
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span className="copy">
      <Button onClick={copy} aria-label={`Copy ${what}`}>
        Copy
      </Button>
      <span role="status" className="copy-outcome">
        {outcome === 'copied' && 'Copied'}
        {outcome === 'failed' && `Could not copy. Select the ${what} and copy it by hand.`}
      </span>
    </span>
  );
}
