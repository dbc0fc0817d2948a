/**
 * The problems ClaimDesk tells staff about, above every screen: read when the page starts
 * (so a screen reloaded after a crash says why) and kept up to date by the host's event,
 * each with how often it happened, until staff dismiss it. It also hears the desktop
 * menu's Export diagnostics, which opens Settings' diagnostics section.
 */
import { Suspense, useEffect, useState } from 'react';
import { settingsModel } from './settings-model';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import type { StaffAlert } from '../../../shared/domain/diagnostics';
import { useNavigation } from '../../stores/navigation';
import { useDiagnosticsRequest } from './diagnostics-request';

function AlertList({
  alerts,
  dismiss,
}: {
  readonly alerts: readonly StaffAlert[];
  readonly dismiss: (id: number) => void;
}) {
  const { t } = useTranslation('diagnostics');
  const format = useFormat();
  return (
    <div className="staff-alerts">
      {alerts.map((alert) => (
        <Notice key={alert.id} tone="warn" title={t('alerts.title')}>
          <p>{t(`alerts.${alert.kind}`)}</p>
          <p className="muted">{t('alerts.times', { count: alert.count, time: format.dateTime(alert.lastAt) })}</p>
          <Button onClick={() => dismiss(alert.id)}>{t('alerts.dismiss')}</Button>
        </Notice>
      ))}
    </div>
  );
}

export function DiagnosticsAlerts() {
  const [alerts, setAlerts] = useState<readonly StaffAlert[]>([]);
  const goTo = useNavigation((state) => state.goTo);
  const request = useDiagnosticsRequest((state) => state.request);

  useEffect(() => {
    let live = true;
    // An event newer than the first read wins: the read's answer may arrive after it, and is older.
    let heard = false;
    const stop = settingsModel.onAlertsChanged((next) => {
      heard = true;
      setAlerts(next);
    });
    void settingsModel.alerts().then((result) => {
      if (live && !heard && result.ok) setAlerts(result.value);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  useEffect(
    () =>
      settingsModel.onExportAsked(() => {
        request();
        goTo('settings', { settingsPage: 'computer' });
      }),
    [request, goTo],
  );

  const dismiss = (id: number): void => {
    void settingsModel.dismissAlert(id).then((result) => {
      if (result.ok) setAlerts(result.value);
    });
  };

  if (alerts.length === 0) return null;
  // Its words load only when there is something to say; the frame does not wait for them.
  return (
    <Suspense fallback={null}>
      <AlertList alerts={alerts} dismiss={dismiss} />
    </Suspense>
  );
}
