/** The recovery key issued as the desk was set up, shown once above the screens until IT has written it down. */
import { useIssuedAtSetup } from '../../stores/recovery';
import { RecoveryKeyShown } from './RecoveryKeyShown';

export function IssuedAtSetup() {
  const { issued, dismiss } = useIssuedAtSetup();
  return issued === undefined ? null : <RecoveryKeyShown recoveryKey={issued} onDone={dismiss} />;
}
