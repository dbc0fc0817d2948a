/**
 * Shown whenever the desk talks to the embedded simulated insurer service. On a narrow screen only its first
 * word shows (the header stays one line); the rest is still read out, and is the badge's tooltip.
 */
import { Trans, useTranslation } from '../i18n';

export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <span className="demo-badge" title={t('demoBadge').replace(/<\/?what>/g, '')}>
      <Trans t={t} i18nKey="demoBadge" components={{ what: <span className="demo-badge-what" /> }} />
    </span>
  );
}
