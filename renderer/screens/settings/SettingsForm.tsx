/** Every desk setting with its label, and the save's field errors next to the fields they concern. */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import type { OperationError } from '../../../shared/ops/define';
import type { SettingsView } from '../../../shared/ops/operations';
import { useSettings } from '../../stores/settings';
import { fieldError, formMessage } from '../../components/field-errors';
import { ConnectionTest } from './ConnectionTest';
import { BATCH_KINDS, draftOf, LINE_AMOUNT_CHOICES, patchOf, type SettingsDraft } from './settings-draft';

const FIELDS = [
  'serviceUrl',
  'token',
  'deskName',
  'staffName',
  'batchRule.kind',
  'batchRule.prefix',
  'batchRule.fixedBatchNo',
  'serviceTimeZone',
  'lineAmounts',
  'countryCode',
];

export function SettingsForm({ view }: { readonly view: SettingsView }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(view));
  const [error, setError] = useState<OperationError | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = useSettings((state) => state.save);
  const edit = (patch: Partial<SettingsDraft>): void => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const message = formMessage(error, FIELDS);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const failure = await save(patchOf(draft));
    setBusy(false);
    setError(failure);
    setSaved(failure === undefined);
    if (failure === undefined) setDraft((current) => ({ ...current, token: '' }));
  };

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} aria-label="Settings">
      <fieldset>
        <legend>Insurer service</legend>
        <Field
          label="Service address"
          type="url"
          placeholder="https://…"
          value={draft.serviceUrl}
          error={fieldError(error, 'serviceUrl')}
          onChange={(e) => edit({ serviceUrl: e.target.value })}
          hint="Leave empty to use the simulated demo service."
        />
        <Field
          label="Access token"
          type="password"
          autoComplete="off"
          value={draft.token}
          error={fieldError(error, 'token')}
          onChange={(e) => edit({ token: e.target.value })}
          hint={
            view.hasToken
              ? 'A token is saved. Leave empty to keep it; type a new one to replace it.'
              : 'No token is saved yet.'
          }
        />
        <ConnectionTest serviceUrl={draft.serviceUrl} token={draft.token} hasToken={view.hasToken} />
        <Field
          label="Service time zone"
          value={draft.serviceTimeZone}
          error={fieldError(error, 'serviceTimeZone')}
          onChange={(e) => edit({ serviceTimeZone: e.target.value })}
          hint="The zone the insurer writes its times in, such as UTC or Africa/Nairobi."
        />
      </fieldset>
      <fieldset>
        <legend>This desk</legend>
        <Field
          label="Desk name"
          value={draft.deskName}
          error={fieldError(error, 'deskName')}
          onChange={(e) => edit({ deskName: e.target.value })}
        />
        <Field
          label="Staff name"
          value={draft.staffName}
          error={fieldError(error, 'staffName')}
          onChange={(e) => edit({ staffName: e.target.value })}
          hint="Recorded on everything done at this desk."
        />
        <Field
          label="Country code for phone numbers"
          inputMode="numeric"
          value={draft.countryCode}
          error={fieldError(error, 'countryCode')}
          onChange={(e) => edit({ countryCode: e.target.value })}
          hint="The digits after the plus sign, like 254: a number typed the local way, like 0712 345 678, gets them in front."
        />
      </fieldset>
      <fieldset>
        <legend>Batch numbers for new claims</legend>
        <FieldFrame label="Batch rule" error={fieldError(error, 'batchRule.kind')}>
          {(ids) => (
            <select
              {...ids}
              value={draft.batchKind}
              onChange={(e) => edit({ batchKind: e.target.value as SettingsDraft['batchKind'] })}
            >
              {BATCH_KINDS.map(({ kind, label }) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field
          label="Batch prefix"
          value={draft.batchPrefix}
          error={fieldError(error, 'batchRule.prefix')}
          onChange={(e) => edit({ batchPrefix: e.target.value })}
        />
        {draft.batchKind === 'fixed' && (
          <Field
            label="Fixed batch number"
            value={draft.fixedBatchNo}
            error={fieldError(error, 'batchRule.fixedBatchNo')}
            onChange={(e) => edit({ fixedBatchNo: e.target.value })}
          />
        )}
      </fieldset>
      <fieldset className="choice-group" aria-describedby="line-amounts-hint">
        <legend>Line amounts are sent as</legend>
        {LINE_AMOUNT_CHOICES.map(({ value, label }) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="lineAmounts"
              value={value}
              checked={draft.lineAmounts === value}
              onChange={() => edit({ lineAmounts: value })}
            />{' '}
            {label}
          </label>
        ))}
        <p id="line-amounts-hint" className="field-hint">
          For claims sent from now on; claims already sent keep the amounts they were sent with. ClaimDesk warns when
          the insurer reads amounts otherwise. Change this only after checking with the insurer.
        </p>
      </fieldset>
      <Button type="submit" variant="primary" busy={busy}>
        Save settings
      </Button>
      {message && (
        <Notice tone="error" title="Settings not saved">
          <p>{message}</p>
        </Notice>
      )}
      {saved && <Notice tone="success">Settings saved.</Notice>}
    </form>
  );
}
