/** Breakup lines: an item from the tariff cache, its kind, quantity × price, and the exact claim total. */
import { KNOWN_BREAKUP_TYPES } from '../../../shared/domain/claims';
import type { TariffEntry } from '../../../shared/domain/tariffs';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { claimTotal, exactText, lineAmount, newLine, type EditorLine } from './editor-model';
import { TariffTypeahead } from './TariffTypeahead';

interface LinesEditorProps {
  readonly lines: readonly EditorLine[];
  readonly errorOf: (field: string) => string | undefined;
  readonly disabled: boolean;
  readonly onChange: (lines: readonly EditorLine[]) => void;
}

export function LinesEditor({ lines, errorOf, disabled, onChange }: LinesEditorProps) {
  const patch = (index: number, change: Partial<EditorLine>): void =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const pick = (index: number, entry: TariffEntry): void =>
    patch(index, { tariffId: entry.id, name: entry.name, price: exactText(entry.price) });
  const groupError = errorOf('lines');

  return (
    <fieldset className="claim-lines" aria-describedby={groupError ? 'lines-error' : undefined}>
      <legend>Items claimed</legend>
      {groupError && (
        <p id="lines-error" className="field-error">
          {groupError}
        </p>
      )}
      {lines.map((line, index) => {
        const amount = lineAmount(line);
        const label = `Line ${index + 1}`;
        return (
          <div className="claim-line" role="group" aria-label={label} key={line.key}>
            <div className="line-item">
              <TariffTypeahead
                label={`${label} item`}
                value={line.name}
                disabled={disabled}
                error={errorOf(`lines.${index}.tariffId`) ?? errorOf(`lines.${index}.name`)}
                onPick={(entry) => pick(index, entry)}
              />
              <p className="line-tariff-id">{line.tariffId ? `Tariff ${line.tariffId}` : 'No item picked'}</p>
            </div>
            <FieldFrame label={`${label} type`} error={errorOf(`lines.${index}.type`)}>
              {(ids) => (
                <select
                  {...ids}
                  value={line.type}
                  disabled={disabled}
                  onChange={(event) => patch(index, { type: event.target.value })}
                >
                  {KNOWN_BREAKUP_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <Field
              label={`${label} quantity`}
              inputMode="numeric"
              className="field-narrow"
              value={line.quantity}
              disabled={disabled}
              error={errorOf(`lines.${index}.quantity`)}
              onChange={(event) => patch(index, { quantity: event.target.value })}
            />
            <Field
              label={`${label} price`}
              inputMode="decimal"
              className="field-narrow"
              value={line.price}
              disabled={disabled}
              error={errorOf(`lines.${index}.price`)}
              onChange={(event) => patch(index, { price: event.target.value })}
            />
            <div className="line-amount">
              <span className="line-amount-label" aria-hidden="true">
                Amount
              </span>
              <output className="money" aria-label={`${label} amount`}>
                {amount === undefined ? '—' : exactText(amount)}
              </output>
            </div>
            <Button
              variant="danger"
              disabled={disabled}
              aria-label={`Remove line ${index + 1}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <Button disabled={disabled} onClick={() => onChange([...lines, newLine()])}>
        Add line
      </Button>
      <p className="claim-total">
        Claim total{' '}
        <output className="money" aria-label="Claim total">
          {exactText(claimTotal(lines))}
        </output>
      </p>
    </fieldset>
  );
}
