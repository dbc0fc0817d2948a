/** The claim editor: one visit's claim, saved as a draft or queued for sending; works offline. */
import { CLAIM_STATE_LABELS } from '../outbox/claim-states';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useNavigation } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';
import { AuthorizationPicker } from './AuthorizationPicker';
import { batchHint } from './batch-hint';
import { DiagnosesEditor } from './DiagnosesEditor';
import { DoctorPicker } from './DoctorPicker';
import { errorsByField } from './editor-model';
import { LinesEditor } from './LinesEditor';
import { useClaimEditor } from './use-claim-editor';
import './claims.css';

export function ClaimsScreen() {
  const params = useNavigation((state) => state.params);
  const batchRule = useSettings((state) => state.view?.batchRule);
  const editor = useClaimEditor({ claimId: params.claimId, authorizationNo: params.authorizationNo });
  const { draft, update, editable } = editor;
  const byField = errorsByField(editor.errors);
  const errorOf = (field: string): string | undefined => byField.get(field)?.join(' ');
  const doctorError = [...byField].filter(([field]) => field.startsWith('doctor')).flatMap(([, messages]) => messages);
  const locked = !editable || editor.busy !== undefined;

  return (
    <section className="claim-editor" aria-labelledby="claim-heading">
      <h2 id="claim-heading" className="screen-heading">
        {draft.id ? 'Edit claim' : 'New claim'}
      </h2>
      {editor.state && (
        <p className="claim-state">
          State: <strong>{CLAIM_STATE_LABELS[editor.state]}</strong>
          {draft.memberName ? ` · ${draft.memberName}` : ''}
        </p>
      )}
      {!editable && <Notice tone="info">This claim is being sent or was sent, so it can no longer be changed.</Notice>}
      {editor.busy === 'loading' && <p role="status">Opening the claim…</p>}

      <AuthorizationPicker
        value={draft.authorizationNo}
        error={errorOf('authorizationNo')}
        disabled={locked}
        onChoose={(chosen) =>
          update((current) => ({
            ...current,
            authorizationNo: chosen.authorizationNo,
            cardNo: chosen.cardNo,
            memberName: chosen.memberName,
          }))
        }
      />
      <div className="row">
        <Field
          label="Attendance date"
          type="date"
          max={editor.today}
          value={draft.attendanceDate}
          disabled={locked}
          error={errorOf('attendanceDate')}
          onChange={(event) => update((current) => ({ ...current, attendanceDate: event.target.value }))}
        />
        <Field
          label="Batch number"
          value={draft.batchNo}
          disabled={locked}
          hint={batchHint(batchRule)}
          error={errorOf('batchNo')}
          onChange={(event) => update((current) => ({ ...current, batchNo: event.target.value }))}
        />
      </div>
      <DoctorPicker
        value={draft.doctor}
        disabled={locked}
        error={doctorError.length > 0 ? doctorError.join(' ') : undefined}
        onChoose={(doctor) => update((current) => ({ ...current, doctor }))}
      />
      <FieldFrame label="Complaint" error={errorOf('complain')}>
        {(ids) => (
          <textarea
            {...ids}
            rows={3}
            value={draft.complain}
            disabled={locked}
            onChange={(event) => update((current) => ({ ...current, complain: event.target.value }))}
          />
        )}
      </FieldFrame>
      <DiagnosesEditor
        diagnoses={draft.diagnoses}
        errorOf={errorOf}
        disabled={locked}
        onChange={(diagnoses) => update((current) => ({ ...current, diagnoses }))}
      />
      <LinesEditor
        lines={draft.lines}
        errorOf={errorOf}
        disabled={locked}
        onChange={(lines) => update((current) => ({ ...current, lines }))}
      />

      {editor.outcome && (
        <Notice tone={editor.outcome.tone}>
          <p>{editor.outcome.text}</p>
          {editor.outcome.tone === 'error' && editor.outcome.serviceMessages && (
            <ul>
              {editor.outcome.serviceMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <div className="actions">
        <Button onClick={() => void editor.save(false)} disabled={locked} busy={editor.busy === 'saving'}>
          Save as draft
        </Button>
        <Button
          variant="primary"
          onClick={() => void editor.save(true)}
          disabled={locked}
          busy={editor.busy === 'saving'}
        >
          Queue for sending
        </Button>
        <Button onClick={() => void editor.startNew()} disabled={editor.busy !== undefined}>
          New claim
        </Button>
      </div>
    </section>
  );
}
