/** When the limit to "Later" forces a downloaded update in: "Installs at the next start after 5 Dec 2026, 09:00 EAT". */
import { Trans, useFormat, useTranslation } from '../i18n';

export function InstallsAfter({ at }: { readonly at: string }) {
  const { t } = useTranslation('updates');
  const format = useFormat();
  return (
    <p>
      <Trans
        t={t}
        i18nKey="installsAfter"
        values={{ stamp: format.dateTime(at) }}
        components={{ time: <time dateTime={at} /> }}
      />
    </p>
  );
}
