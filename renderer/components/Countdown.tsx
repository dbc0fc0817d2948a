/** Time left until an instant, ticking each second; says "Expired" in words when it has passed. */
import { Trans, useTranslation } from '../i18n';
import { useNow } from './use-now';

export function secondsLeft(until: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** Seconds as m:ss. */
export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

interface CountdownProps {
  readonly until: string;
  /** What is counting down, for the words: "Code valid for 4:59". */
  readonly label: string;
}

export function Countdown({ until, label }: CountdownProps) {
  const left = secondsLeft(until, useNow(1000));
  const { t } = useTranslation();
  return (
    <p className={left === 0 ? 'countdown countdown-expired' : 'countdown'}>
      {left === 0 ? (
        t('countdown.expired', { label })
      ) : (
        <Trans
          t={t}
          i18nKey="countdown.validFor"
          values={{ label, clock: clock(left) }}
          components={{ time: <time dateTime={`PT${left}S`} /> }}
        />
      )}
    </p>
  );
}
