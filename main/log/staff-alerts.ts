/**
 * The problems staff are told about, kept by the host for as long as it runs: the page
 * reads them when it starts (so a screen reloaded after a crash hears why) and is sent
 * each change. A kind already on the list is counted again, not repeated; staff dismiss it.
 */
import type { StaffAlert, StaffAlertKind } from '../../shared/domain/diagnostics';

export interface StaffAlerts {
  raise(kind: StaffAlertKind): void;
  list(): StaffAlert[];
  dismiss(id: number): void;
  onChange(listener: (alerts: StaffAlert[]) => void): () => void;
}

export function createStaffAlerts(now: () => Date = () => new Date()): StaffAlerts {
  let alerts: StaffAlert[] = [];
  let nextId = 1;
  const listeners = new Set<(alerts: StaffAlert[]) => void>();
  const changed = (): void => {
    for (const listener of listeners) listener([...alerts]);
  };

  return {
    raise(kind) {
      const at = now().toISOString();
      const known = alerts.find((alert) => alert.kind === kind);
      alerts = known
        ? alerts.map((alert) => (alert === known ? { ...alert, lastAt: at, count: alert.count + 1 } : alert))
        : [...alerts, { id: nextId++, kind, firstAt: at, lastAt: at, count: 1 }];
      changed();
    },
    list: () => [...alerts],
    dismiss(id) {
      const left = alerts.filter((alert) => alert.id !== id);
      if (left.length === alerts.length) return;
      alerts = left;
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
