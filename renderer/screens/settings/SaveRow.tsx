/** A settings form's last row: its submit button, then what came of saving (refused and why, or saved). */
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';

interface SaveRowProps {
  /** The button's words. */
  readonly label: string;
  readonly busy: boolean;
  readonly primary?: boolean;
  /** The refusal's title, and its words when the last save was refused. */
  readonly notSaved: string;
  readonly refusal: string | undefined;
  /** The words saying it was saved, when it just was. */
  readonly saved: string | false;
}

export function SaveRow({ label, busy, primary = false, notSaved, refusal, saved }: SaveRowProps) {
  return (
    <>
      <Button type="submit" busy={busy} {...(primary && { variant: 'primary' as const })}>
        {label}
      </Button>
      {refusal && (
        <Notice tone="error" title={notSaved}>
          <p>{refusal}</p>
        </Notice>
      )}
      {saved && <Notice tone="success">{saved}</Notice>}
    </>
  );
}
