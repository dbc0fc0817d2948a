/**
 * About ClaimDesk, a modal dialog opened from the desktop menu (Help → About, event 'app.openAbout') or the
 * Settings screen: the version, the runtimes under it and the data folder (app.about), which support asks for.
 * The browser's own <dialog> keeps the focus inside, closes on Escape and gives the focus back when it closes.
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import type { AboutDesk } from '../../shared/domain/app-state';
import { closeAbout, readAbout, showAbout, useAboutOpen } from '../stores/about';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { Notice } from './Notice';
import './AboutDialog.css';

export function AboutButton() {
  const { t } = useTranslation('about');
  return <Button onClick={showAbout}>{t('button')}</Button>;
}

function Facts({ about }: { readonly about: AboutDesk }) {
  const { t } = useTranslation('about');
  const rows = [
    [t('version'), about.version],
    [t('electron'), about.electron ?? t('notUsed')],
    [t('chromium'), about.chromium ?? t('notUsed')],
    [t('node'), about.node],
    [t('sqlite'), about.sqlite],
    [t('signature'), about.signature === null ? t('noSignature') : t(about.signature)],
  ] as const;
  return (
    <dl className="about-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{t('dataFolder')}</dt>
        <dd>
          <code>{about.dataDir}</code> <CopyButton text={about.dataDir} what={t('copyWhat')} />
        </dd>
      </div>
    </dl>
  );
}

function AboutContent() {
  const { t } = useTranslation('about');
  const [about, setAbout] = useState<AboutDesk | undefined>();
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    void readAbout().then((result) => {
      if (!live) return;
      if (result.ok) setAbout(result.value);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <h2 id="about-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h2>
      {failed && (
        <Notice tone="error">
          <p>{t('readError')}</p>
        </Notice>
      )}
      {!failed && !about && <p>{t('reading')}</p>}
      {about && <Facts about={about} />}
      <Button variant="primary" onClick={closeAbout}>
        {t('close')}
      </Button>
    </>
  );
}

export function AboutDialog() {
  const open = useAboutOpen((state) => state.open);
  const dialog = useRef<HTMLDialogElement>(null);
  // A layout effect: the dialog is open before the content's effect focuses its heading (React runs a child's
  // effects before its parent's, and a closed <dialog> is not rendered, so nothing in it can take the focus).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="about-dialog" aria-labelledby="about-heading" onClose={closeAbout}>
      {open && (
        <Suspense fallback={null}>
          <AboutContent />
        </Suspense>
      )}
    </dialog>
  );
}
