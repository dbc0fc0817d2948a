/** Shown whenever the desk talks to the embedded simulated insurer service. */
import { useTranslation } from '../i18n';

export function DemoBadge() {
  const { t } = useTranslation();
  return <span className="demo-badge">{t('demoBadge')}</span>;
}
