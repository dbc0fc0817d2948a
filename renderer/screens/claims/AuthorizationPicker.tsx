/**
 * The claim's authorization: picked from the recent ones, or typed in (e.g. one given over the phone). The
 * list names each by number and member, short enough to show whole; the chosen one's benefit (by name) and
 * block are written out under it, so nothing is cut off. An authorization that already has a claim is marked
 * with that claim's state and number (one visit, one claim), and staff can open that claim from here; one whose
 * visit has a draft being written is marked too, and staff can open that draft (a second one would be a second
 * claim for one visit).
 */
import { useEffect, useState } from 'react';
import type { AuthorizationPick } from '../../../shared/domain/care';
import type { ClaimOnAuthorization } from '../../../shared/domain/claims';
import { memberShare } from '../../../shared/domain/member-share';
import { useClaimChoices } from './claims-model';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { useTranslation } from '../../i18n';
import { useProblemWords } from '../../i18n/problem-words';
import { CLAIM_STATE_KEYS } from '../outbox/claim-states';

export interface ChosenAuthorization {
  readonly authorizationNo: string;
  readonly cardNo?: string;
  readonly memberName?: string;
}

interface AuthorizationPickerProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  /** The claim being edited, once saved: it is not offered to open again. */
  readonly claimId?: string | undefined;
  readonly onChoose: (chosen: ChosenAuthorization) => void;
  /** Opens the claim (or the draft) an authorization already has. */
  readonly onOpenClaim: (id: string) => void;
}

/** The chosen authorization's benefit (by name) and block, and whether the service confirmed it. */
function useDetails(): (pick: AuthorizationPick) => string {
  const { t } = useTranslation('claims');
  return (pick) => {
    const benefit = pick.benefitName || pick.benefitCode;
    const { block: blocked } = pick;
    const block =
      blocked === null
        ? t('authorization.notBlocked', { benefit })
        : memberShare(blocked, null)?.nothingCovered
          ? t('authorization.blockedNothing', { benefit, requested: blocked.requestedText })
          : t('authorization.blocked', { benefit, covered: blocked.coveredText, requested: blocked.requestedText });
    return pick.verified ? block : `${block} ${t('authorization.unconfirmed')}`;
  };
}

/** "Claimed — Sent, CLM-1": the claim an authorization already has, its state and number. */
function useClaimedWords(): (claim: ClaimOnAuthorization) => string {
  const { t } = useTranslation(['claims', 'outbox']);
  return (claim) => {
    const state = claim.handedOver ? t('authorization.handedOver') : t(`outbox:${CLAIM_STATE_KEYS[claim.state]}`);
    return claim.claimNo === null
      ? t('authorization.claimedUnnumbered', { state })
      : t('authorization.claimed', { state, claimNo: claim.claimNo });
  };
}

const chosenFrom = (pick: { authorizationNo: string; cardNo: string; memberName: string }): ChosenAuthorization => ({
  authorizationNo: pick.authorizationNo,
  ...(pick.cardNo ? { cardNo: pick.cardNo } : {}),
  ...(pick.memberName ? { memberName: pick.memberName } : {}),
});

export function AuthorizationPicker({
  value,
  error,
  disabled,
  claimId,
  onChoose,
  onOpenClaim,
}: AuthorizationPickerProps) {
  const {
    authorizations: recent,
    authorizationsProblem: loadError,
    entering,
    enterError: typedError,
  } = useClaimChoices();
  const { openAuthorizations, enterAuthorization } = useClaimChoices();
  const [typed, setTyped] = useState('');
  const { t } = useTranslation('claims');
  const details = useDetails();
  const claimed = useClaimedWords();
  const problemWords = useProblemWords();

  useEffect(() => void openAuthorizations(), [openAuthorizations]);

  const enter = async (): Promise<void> => {
    const entered = await enterAuthorization(typed);
    if (!entered) return;
    setTyped('');
    onChoose(chosenFrom(entered));
  };

  const selected = recent.find((pick) => pick.authorizationNo === value);
  const other = selected?.claim && selected.claim.id !== claimId ? selected.claim : undefined;
  const otherDraft = !other && selected?.draftId && selected.draftId !== claimId ? selected.draftId : undefined;
  const hint =
    selected &&
    [details(selected), other && claimed(other), otherDraft && t('authorization.draftSaved')].filter(Boolean).join(' ');
  return (
    <fieldset className="claim-authorization">
      <legend>{t('authorization.legend')}</legend>
      <FieldFrame label={t('authorization.recent')} error={error ?? loadError} hint={hint || undefined}>
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
            <option value="">
              {value && !selected ? t('authorization.typedIn', { authorizationNo: value }) : t('authorization.choose')}
            </option>
            {recent.map((pick) => (
              <option key={pick.authorizationNo} value={pick.authorizationNo}>
                {t('authorization.option', {
                  authorizationNo: pick.authorizationNo,
                  member: pick.memberName || t('authorization.memberUnknown'),
                })}
                {pick.claim
                  ? ` · ${claimed(pick.claim)}`
                  : pick.draftId && pick.draftId !== claimId
                    ? ` · ${t('authorization.draft')}`
                    : ''}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {other && <Button onClick={() => onOpenClaim(other.id)}>{t('openOtherClaim')}</Button>}
      {otherDraft && <Button onClick={() => onOpenClaim(otherDraft)}>{t('openDraft')}</Button>}
      <details className="typed-authorization" open={typedError !== undefined || undefined}>
        <summary>{t('authorization.typeInstead')}</summary>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() !== '') void enter();
          }}
        >
          <Field
            label={t('authorization.byPhone')}
            value={typed}
            disabled={disabled}
            error={typedError && (typedError.fields?.[0] ? problemWords(typedError.fields[0]) : typedError.message)}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" busy={entering} disabled={disabled || typed.trim() === ''}>
            {t('authorization.use')}
          </Button>
        </form>
      </details>
    </fieldset>
  );
}
