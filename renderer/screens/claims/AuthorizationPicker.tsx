/**
 * The claim's authorization: picked from the recent ones, or typed in (e.g. one given over the phone). The
 * list names each by number and member, short enough to show whole; the chosen one's benefit (by name) and
 * block are written out under it, so nothing is cut off.
 */
import { useEffect, useState } from 'react';
import type { AuthorizationPick } from '../../../shared/domain/care';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { useFormats, type DeskFormats } from '../use-formats';

export interface ChosenAuthorization {
  readonly authorizationNo: string;
  readonly cardNo?: string;
  readonly memberName?: string;
}

interface AuthorizationPickerProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChoose: (chosen: ChosenAuthorization) => void;
}

const optionText = (pick: AuthorizationPick): string =>
  `${pick.authorizationNo} — ${pick.memberName || 'member not known yet'}`;

function details(pick: AuthorizationPick, formats: DeskFormats): string {
  const benefit = pick.benefitName || pick.benefitCode;
  const block = pick.block
    ? `${formats.amount(pick.block.coveredText)} covered of ${formats.amount(pick.block.requestedText)} blocked`
    : 'nothing blocked yet';
  const confirmed = pick.verified
    ? ''
    : ' Typed in and not yet confirmed by the service; it is checked before sending.';
  return `${benefit}: ${block}.${confirmed}`;
}

const chosenFrom = (pick: { authorizationNo: string; cardNo: string; memberName: string }): ChosenAuthorization => ({
  authorizationNo: pick.authorizationNo,
  ...(pick.cardNo ? { cardNo: pick.cardNo } : {}),
  ...(pick.memberName ? { memberName: pick.memberName } : {}),
});

export function AuthorizationPicker({ value, error, disabled, onChoose }: AuthorizationPickerProps) {
  const [recent, setRecent] = useState<readonly AuthorizationPick[]>([]);
  const [loadError, setLoadError] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const [entering, setEntering] = useState(false);
  const formats = useFormats();

  const loadRecent = async (): Promise<void> => {
    const result = await callOp('authorizations.recent', { limit: 30 });
    if (result.ok) setRecent(result.value);
    setLoadError(result.ok ? undefined : result.error.message);
  };
  useEffect(() => void loadRecent(), []);

  const enter = async (): Promise<void> => {
    setEntering(true);
    const result = await callOp('authorizations.enter', { authorizationNo: typed.trim() });
    setEntering(false);
    if (!result.ok) {
      setTypedError(result.error.fields?.[0]?.message ?? result.error.message);
      return;
    }
    setTypedError(undefined);
    setTyped('');
    onChoose(chosenFrom(result.value));
    await loadRecent();
  };

  const selected = recent.find((pick) => pick.authorizationNo === value);
  return (
    <fieldset className="claim-authorization">
      <legend>Authorization</legend>
      <FieldFrame
        label="Recent authorization"
        error={error ?? loadError}
        hint={selected ? details(selected, formats) : undefined}
      >
        {(ids) => (
          <select
            {...ids}
            value={selected ? value : ''}
            disabled={disabled}
            onChange={(event) => {
              const pick = recent.find((item) => item.authorizationNo === event.target.value);
              if (pick) onChoose(chosenFrom(pick));
            }}
          >
            <option value="">{value && !selected ? `${value} (typed in)` : 'Choose an authorization'}</option>
            {recent.map((pick) => (
              <option key={pick.authorizationNo} value={pick.authorizationNo}>
                {optionText(pick)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <details className="typed-authorization" open={typedError !== undefined || undefined}>
        <summary>Type an authorization number instead</summary>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() !== '') void enter();
          }}
        >
          <Field
            label="Authorization number given by phone"
            value={typed}
            disabled={disabled}
            error={typedError}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" busy={entering} disabled={disabled || typed.trim() === ''}>
            Use this number
          </Button>
        </form>
      </details>
    </fieldset>
  );
}
