/**
 * Breakup lines as a compact table: an item from the tariff cache (its tariff code under it, and a flag when
 * the insurer expects a pre-authorization for it), its type, quantity × price, the line amount, and the exact
 * claim total beside the authorization's covered amount and the member's share, amounts in the desk's format.
 * Each control is named for its line ("Line 1 price"); a line's problems are written in the row under it, tied
 * to their fields.
 *
 * Picking an item sets the line's type when the tariff's name tells it (shared/domain/line-type.ts); staff may
 * change it. The type shows as a whole word in the page's language; the value sent stays the insurer's word.
 *
 * The focus follows the work (see use-focus-on.ts): a picked item moves it to the line's quantity, Enter there
 * to the next line's item (or "Add line" on the last line), "Add line" to the new line's item; "Remove" to
 * the item of the line now in its place, else the line before, else "Add line".
 */
import { useId, useState } from 'react';
import { isPreAuth, type ClaimFacts, type Cover } from '../../../shared/domain/claim-checks';
import { KNOWN_BREAKUP_TYPES } from '../../../shared/domain/claims';
import { lineTypeOf } from '../../../shared/domain/line-type';
import type { TariffEntry } from '../../../shared/domain/tariffs';
import { ZERO } from '../../../shared/money';
import { Button } from '../../components/Button';
import { ServiceOption } from '../../components/ServiceValue';
import { useFormat, useTranslation } from '../../i18n';
import { useFocusOn } from '../use-focus-on';
import { claimTotal, exactText, lineAmount, newLine, type EditorLine } from './editor-model';
import { TariffTypeahead } from './TariffTypeahead';

interface LinesEditorProps {
  readonly lines: readonly EditorLine[];
  readonly errorOf: (field: string) => string | undefined;
  /** The warnings a field has now (a quantity above the desk's threshold), shown at the line as staff type. */
  readonly warningOf?: (field: string) => string | undefined;
  readonly disabled: boolean;
  readonly onChange: (lines: readonly EditorLine[]) => void;
  /** The lines' cached tariffs (claims.facts), for the pre-authorization flags. */
  readonly tariffs: ClaimFacts['tariffs'];
  readonly cover: Cover;
}

const isKnownType = (type: string): type is (typeof KNOWN_BREAKUP_TYPES)[number] =>
  (KNOWN_BREAKUP_TYPES as readonly string[]).includes(type);

const CELL_FIELDS = ['type', 'quantity', 'price'] as const;

/** Where the focus goes next: a line's item or quantity (by the line's key), or "Add line". */
type FocusTarget = { readonly line: string; readonly field: 'item' | 'quantity' } | { readonly line?: undefined };

function landOn(target: FocusTarget | undefined): (fieldset: HTMLFieldSetElement) => HTMLElement | null {
  return (fieldset) => {
    if (target === undefined) return null;
    if (target.line === undefined) return fieldset.querySelector<HTMLElement>('.lines-add');
    const cell = target.field === 'item' ? 'input[role="combobox"]' : '.line-quantity';
    return fieldset.querySelector<HTMLElement>(`tr[data-line="${target.line}"] ${cell}`);
  };
}

export function LinesEditor({ lines, errorOf, warningOf, disabled, onChange, tariffs, cover }: LinesEditorProps) {
  const id = useId();
  const { t } = useTranslation('claims');
  const format = useFormat();
  const patch = (index: number, change: Partial<EditorLine>): void =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const pick = (index: number, entry: TariffEntry): void =>
    patch(index, {
      tariffId: entry.id,
      name: entry.name,
      price: exactText(entry.price, format.language),
      ...(lineTypeOf(entry.name) && { type: lineTypeOf(entry.name) }),
    });
  const groupError = errorOf('lines');
  // A new object for each move, so moving to the same place twice moves twice.
  const [focusAt, setFocusAt] = useState<FocusTarget>();
  const fieldset = useFocusOn<HTMLFieldSetElement>(focusAt, landOn(focusAt));
  const itemOf = (line: EditorLine | undefined): FocusTarget => (line ? { line: line.key, field: 'item' } : {});
  const remove = (index: number): void => {
    setFocusAt(itemOf(lines[index + 1] ?? lines[index - 1]));
    onChange(lines.filter((_, i) => i !== index));
  };
  const add = (): void => {
    const line = newLine();
    setFocusAt(itemOf(line));
    onChange([...lines, line]);
  };

  return (
    <fieldset ref={fieldset} className="claim-lines" aria-describedby={groupError ? 'lines-error' : undefined}>
      <legend>{t('lines.legend')}</legend>
      {groupError && (
        <p id="lines-error" className="field-error">
          {groupError}
        </p>
      )}
      <table className="lines-table">
        <thead>
          <tr>
            <th scope="col">{t('lines.item')}</th>
            <th scope="col" className="col-type">
              {t('lines.type')}
            </th>
            <th scope="col" className="col-quantity">
              {t('lines.quantity')}
            </th>
            <th scope="col" className="col-price">
              {t('lines.price')}
            </th>
            <th scope="col" className="col-amount number">
              {t('lines.amount')}
            </th>
            <th scope="col" className="col-remove">
              <span className="visually-hidden">{t('lines.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const amount = lineAmount(line, format.language);
            const number = index + 1;
            const errorId = (field: string): string => `${id}-${line.key}-${field}`;
            const warningId = (field: string): string => `${errorId(field)}-warning`;
            const problems = CELL_FIELDS.flatMap((field) => {
              const message = errorOf(`lines.${index}.${field}`);
              return message ? [{ field, message }] : [];
            });
            // A field's error says more than its warning (a quantity above the maximum is above the threshold too).
            const warnings = CELL_FIELDS.flatMap((field) => {
              const message = !errorOf(`lines.${index}.${field}`) && warningOf?.(`lines.${index}.${field}`);
              return message ? [{ field, message }] : [];
            });
            const cell = (field: (typeof CELL_FIELDS)[number]) => {
              const message = errorOf(`lines.${index}.${field}`);
              const warning = !message && warningOf?.(`lines.${index}.${field}`);
              const describedBy = [message && errorId(field), warning && warningId(field)].filter(Boolean);
              return {
                'aria-label': t(`lines.line.${field}`, { number }),
                'aria-invalid': message ? true : undefined,
                'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
                disabled,
              };
            };
            return [
              <tr key={line.key} data-line={line.key} className={problems.length > 0 ? 'line-invalid' : undefined}>
                <td className="line-item">
                  <TariffTypeahead
                    label={t('lines.line.item', { number })}
                    hideLabel
                    value={line.name}
                    disabled={disabled}
                    error={errorOf(`lines.${index}.tariffId`) ?? errorOf(`lines.${index}.name`)}
                    onPick={(entry) => {
                      pick(index, entry);
                      setFocusAt({ line: line.key, field: 'quantity' });
                    }}
                  />
                  <span className="line-tariff-id">
                    {line.tariffId ? t('lines.tariff', { id: line.tariffId }) : t('lines.noItem')}
                  </span>
                  {isPreAuth(tariffs[line.tariffId]) && <span className="line-pre-auth">{t('lines.preAuth')}</span>}
                </td>
                <td>
                  <select
                    {...cell('type')}
                    value={line.type}
                    onChange={(event) => patch(index, { type: event.target.value })}
                  >
                    {KNOWN_BREAKUP_TYPES.map((type) => (
                      <ServiceOption key={type} kind="lineType" value={type} />
                    ))}
                    {!isKnownType(line.type) && <ServiceOption kind="lineType" value={line.type} />}
                  </select>
                </td>
                <td>
                  <input
                    {...cell('quantity')}
                    className="line-quantity"
                    inputMode="numeric"
                    autoComplete="off"
                    value={line.quantity}
                    onChange={(event) => patch(index, { quantity: event.target.value })}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      setFocusAt(itemOf(lines[index + 1]));
                    }}
                  />
                </td>
                <td>
                  <input
                    {...cell('price')}
                    className="line-price"
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.price}
                    onChange={(event) => patch(index, { price: event.target.value })}
                  />
                </td>
                <td className="number">
                  <output className="money" aria-label={t('lines.line.amount', { number })}>
                    {amount === undefined ? '—' : format.amount(amount)}
                  </output>
                </td>
                <td>
                  <Button
                    variant="danger"
                    className="button-small"
                    disabled={disabled}
                    aria-label={t('lines.line.remove', { number })}
                    onClick={() => remove(index)}
                  >
                    {t('lines.remove')}
                  </Button>
                </td>
              </tr>,
              problems.length + warnings.length > 0 && (
                <tr key={`${line.key}-problems`} className="line-problems">
                  <td colSpan={6}>
                    {problems.map(({ field, message }) => (
                      <p key={field} id={errorId(field)} className="field-error">
                        {message}
                      </p>
                    ))}
                    {warnings.map(({ field, message }) => (
                      <p key={`${field}-warning`} id={warningId(field)} className="field-warning">
                        {message}
                      </p>
                    ))}
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
      <div className="lines-foot">
        <Button className="lines-add" disabled={disabled} onClick={add}>
          {t('lines.add')}
        </Button>
        <p className="claim-total">
          {t('lines.total')}{' '}
          <output className="money" aria-label={t('lines.total')}>
            {format.amount(claimTotal(lines, format.language))}
          </output>
        </p>
        <p className="claim-cover">
          {cover.covered === null || cover.memberShare === null ? (
            t('lines.noBlock')
          ) : (
            <>
              {t('lines.covered')}{' '}
              <output className="money" aria-label={t('lines.covered')}>
                {format.amount(cover.covered)}
              </output>
              {cover.covered <= ZERO && <> ({t('lines.nothingCovered')})</>}
              {' · '}
              {t('lines.memberShare')}{' '}
              <output className="money" aria-label={t('lines.memberShare')}>
                {format.amount(cover.memberShare)}
              </output>
            </>
          )}
        </p>
      </div>
    </fieldset>
  );
}
