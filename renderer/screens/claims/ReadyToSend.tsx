/**
 * "Ready to send", beside "Queue for sending": each part the sending rules look at, done or missing (in words,
 * never colour alone), and the warnings the insurer may cut or refuse the claim for, with their figures
 * (shared/domain/claim-checks.ts). On a Referral benefit the letter is a part too: the desk holds the claim
 * until it is attached or staff send it without. Live as staff type; nothing here is focusable, so it never
 * gets in the way of the keyboard.
 */
import type { FieldError, ReferralLetter } from '../../../shared/domain/claims';
import { useTranslation } from '../../i18n';
import { useProblemWords } from '../../i18n/problem-words';
import { readyChecklist } from './ready-checklist';

interface ReadyToSendProps {
  /** What the editor's checks for queueing find now. */
  readonly problems: readonly FieldError[];
  readonly warnings: readonly FieldError[];
  /** The saved claim's referral letter (none before it is saved, or on a benefit that needs none). */
  readonly referralLetter?: ReferralLetter | undefined;
}

const LETTER_WORDS = {
  attached: 'ready.done',
  missing: 'ready.letterMissing',
  waived: 'ready.letterWaived',
} as const;

export function ReadyToSend({ problems, warnings, referralLetter }: ReadyToSendProps) {
  const { t } = useTranslation('claims');
  const words = useProblemWords();
  return (
    <section className="ready-to-send" aria-labelledby="ready-heading">
      <h3 id="ready-heading" className="ready-title">
        {t('ready.title')}
      </h3>
      <ul className="ready-list">
        {readyChecklist(problems).map(({ part, done }) => (
          <li key={part} className={done ? 'ready-done' : 'ready-missing'}>
            {t(done ? 'ready.done' : 'ready.missing', { part: t(`ready.part.${part}`) })}
          </li>
        ))}
        {referralLetter !== undefined && referralLetter !== 'not-needed' && (
          <li className={referralLetter === 'missing' ? 'ready-missing' : 'ready-done'}>
            {t(LETTER_WORDS[referralLetter], { part: t('ready.part.referral') })}
          </li>
        )}
      </ul>
      {warnings.length > 0 && (
        <>
          <p className="ready-warnings-title">{t('ready.warnings')}</p>
          <ul className="ready-warnings">
            {warnings.map((warning) => (
              <li key={`${warning.field}\n${warning.code}`}>{words(warning)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
