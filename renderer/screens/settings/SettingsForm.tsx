/**
 * The insurer's service and how this desk writes claims, each setting with its label: a draft of Settings' one
 * save (settings-drafts.ts), the save's field errors next to the fields they concern.
 */
import { Field, FieldFrame } from '../../components/Field';
import { useFormat, useTranslation } from '../../i18n';
import type { SettingsView } from '../../../shared/ops/operations';
import { fieldError } from '../../components/field-errors';
import { ConnectionTest } from './ConnectionTest';
import {
  documentSizeChoices,
  handoverUploadChoices,
  REFERRAL_LETTER_CHOICES,
  addressChanged,
  BATCH_KINDS,
  draftOf,
  LINE_AMOUNT_CHOICES,
  patchOf,
  type SettingsDraft,
} from './settings-draft';
import { useSettingsDraft } from './settings-drafts';
import { lockedBy } from './locked-by';

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
  'clinicName',
  'quantityThreshold',
  'tariffDropHoldPercent',
];

export function SettingsForm({ view }: { readonly view: SettingsView }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const form = useSettingsDraft<SettingsDraft>('service', {
    page: 'insurer',
    fields: FIELDS,
    initial: () => draftOf(view),
    patch: patchOf,
  });
  const { typed: draft, error } = form;
  const edit = (patch: Partial<SettingsDraft>): void => form.edit((current) => ({ ...current, ...patch }));
  // A value the policy file sets: the field disabled, its hint saying who set it.
  const policyNote = (path: string): string | undefined => {
    const file = lockedBy(view, path);
    return file === undefined ? undefined : t('policy.locked', { file });
  };
  const deskLocked = policyNote('deskName');
  // The policy's service address: the only one this desk connects to (main/desk/policy/service-gate.ts).
  const addressLocked = policyNote('service.url');
  const batchLocked = policyNote('batchRule');
  // The saved token stays with its address: a new address asks for the token again.
  const newAddress = addressChanged(view, draft);
  // A token saved for an address the policy does not allow is not this desk's token any more: enrol again.
  const enrolAgain = Boolean(view.policy.serviceRefused);
  const savedToken = view.hasToken && !newAddress && !enrolAgain;

  return (
    <form className="settings-form" onSubmit={form.submit} aria-label={t('form')} noValidate>
      <fieldset>
        <legend>{t('service')}</legend>
        <Field
          label={t('serviceUrl')}
          type="url"
          placeholder={t('serviceUrlPlaceholder')}
          value={draft.serviceUrl}
          error={fieldError(error, 'serviceUrl')}
          onChange={(e) => edit({ serviceUrl: e.target.value })}
          disabled={addressLocked !== undefined}
          hint={addressLocked ?? t('serviceUrlHint')}
        />
        <Field
          label={t('token')}
          type="password"
          autoComplete="off"
          value={draft.token}
          error={fieldError(error, 'token')}
          onChange={(e) => edit({ token: e.target.value })}
          hint={newAddress || enrolAgain ? t('tokenAgain') : savedToken ? t('tokenSaved') : t('noToken')}
        />
        <ConnectionTest serviceUrl={draft.serviceUrl} token={draft.token} hasToken={savedToken} />
        <Field
          label={t('timeZone')}
          value={draft.serviceTimeZone}
          error={fieldError(error, 'serviceTimeZone')}
          onChange={(e) => edit({ serviceTimeZone: e.target.value })}
          hint={t('timeZoneHint')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('desk')}</legend>
        <Field
          label={t('clinicName')}
          value={draft.clinicName}
          error={fieldError(error, 'clinicName')}
          onChange={(e) => edit({ clinicName: e.target.value })}
          hint={t('clinicNameHint')}
        />
        <Field
          label={t('deskName')}
          value={draft.deskName}
          error={fieldError(error, 'deskName')}
          onChange={(e) => edit({ deskName: e.target.value })}
          disabled={deskLocked !== undefined}
          hint={deskLocked}
        />
        <Field
          label={t('staffName')}
          value={draft.staffName}
          error={fieldError(error, 'staffName')}
          onChange={(e) => edit({ staffName: e.target.value })}
          hint={t('staffNameHint')}
        />
        <Field
          label={t('countryCode')}
          inputMode="numeric"
          value={draft.countryCode}
          error={fieldError(error, 'countryCode')}
          onChange={(e) => edit({ countryCode: e.target.value })}
          hint={t('countryCodeHint')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('batches')}</legend>
        <FieldFrame label={t('batchRule')} error={fieldError(error, 'batchRule.kind')} hint={batchLocked}>
          {(ids) => (
            <select
              {...ids}
              disabled={batchLocked !== undefined}
              value={draft.batchKind}
              onChange={(e) => edit({ batchKind: e.target.value as SettingsDraft['batchKind'] })}
            >
              {BATCH_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`batchKind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field
          label={t('batchPrefix')}
          value={draft.batchPrefix}
          error={fieldError(error, 'batchRule.prefix')}
          onChange={(e) => edit({ batchPrefix: e.target.value })}
          disabled={batchLocked !== undefined}
        />
        {draft.batchKind === 'fixed' && (
          <Field
            label={t('fixedBatchNo')}
            value={draft.fixedBatchNo}
            error={fieldError(error, 'batchRule.fixedBatchNo')}
            onChange={(e) => edit({ fixedBatchNo: e.target.value })}
            disabled={batchLocked !== undefined}
          />
        )}
      </fieldset>
      <fieldset className="choice-group" aria-describedby="line-amounts-hint">
        <legend>{t('lineAmounts')}</legend>
        {LINE_AMOUNT_CHOICES.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="lineAmounts"
              value={value}
              checked={draft.lineAmounts === value}
              onChange={() => edit({ lineAmounts: value })}
            />{' '}
            {t(`lineAmount.${value}`)}
          </label>
        ))}
        <p id="line-amounts-hint" className="field-hint">
          {t('lineAmountsHint')}
        </p>
      </fieldset>
      <fieldset className="choice-group" aria-describedby="claims-per-authorization-hint">
        <legend>{t('claimsPerAuthorization')}</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={draft.severalClaimsPerAuthorization}
            onChange={(e) => edit({ severalClaimsPerAuthorization: e.target.checked })}
          />{' '}
          {t('severalClaimsPerAuthorization')}
        </label>
        <p id="claims-per-authorization-hint" className="field-hint">
          {t('severalClaimsPerAuthorizationHint')}
        </p>
      </fieldset>
      <fieldset className="choice-group">
        <legend>{t('documentsHeading')}</legend>
        <FieldFrame label={t('documentSizeLimit')} hint={t('documentSizeLimitHint')}>
          {(ids) => (
            <select
              {...ids}
              value={draft.documentSizeLimit}
              onChange={(e) => edit({ documentSizeLimit: Number(e.target.value) })}
            >
              {documentSizeChoices(draft.documentSizeLimit).map((bytes) => (
                <option key={bytes} value={bytes}>
                  {format.size(bytes)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <p className="choice-label">{t('referralLetter')}</p>
        {REFERRAL_LETTER_CHOICES.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="referralLetter"
              value={value}
              checked={draft.referralLetter === value}
              onChange={() => edit({ referralLetter: value })}
            />{' '}
            {t(value === 'hold' ? 'referralLetterHold' : 'referralLetterWarn')}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('quantityThreshold')}
        className="settings-quantity-threshold"
        inputMode="numeric"
        value={draft.quantityThreshold}
        error={fieldError(error, 'quantityThreshold')}
        onChange={(e) => edit({ quantityThreshold: e.target.value })}
        hint={t('quantityThresholdHint')}
      />
      <Field
        label={t('tariffDropHoldPercent')}
        className="settings-tariff-drop"
        inputMode="numeric"
        value={draft.tariffDropHoldPercent}
        error={fieldError(error, 'tariffDropHoldPercent')}
        onChange={(e) => edit({ tariffDropHoldPercent: e.target.value })}
        hint={t('tariffDropHoldPercentHint')}
      />
      <FieldFrame label={t('handoverUploadLimit')} hint={t('handoverUploadLimitHint')}>
        {(ids) => (
          <select
            {...ids}
            value={draft.handoverUploadLimit}
            onChange={(e) => edit({ handoverUploadLimit: Number(e.target.value) })}
          >
            {handoverUploadChoices(draft.handoverUploadLimit).map((bytes) => (
              <option key={bytes} value={bytes}>
                {format.size(bytes)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </form>
  );
}
