/**
 * "Print or save as PDF": renders the claim form into its own root beside the app
 * and opens the print dialog; the print style sheet hides everything else, so the
 * paper holds the form alone.
 */
import { createPortal } from 'react-dom';
import type { ClaimView } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { ClaimForm } from './ClaimForm';
import './print.css';
import { usePrint } from '../../components/use-print';

export function PrintClaimButton({ claim }: { readonly claim: ClaimView }) {
  const { t } = useTranslation('print');
  const { printing, print } = usePrint();
  const deskName = useSettings((state) => state.view?.deskName ?? '');
  const deskStaff = useSettings((state) => state.view?.staffName ?? '');
  // Signed by who wrote or queued the claim (People at the desk); the desk's staff name when no one was signed in.
  const staffName = claim.by ?? deskStaff;
  // The demo keeps its claims in a data folder of its own, so what it shows and prints is the demo's.
  const demo = useSettings((state) => state.view?.mode === 'demo');

  return (
    <>
      <Button onClick={print}>{t('button')}</Button>
      {printing &&
        createPortal(
          <div className="print-root">
            <ClaimForm claim={claim} deskName={deskName} staffName={staffName} demo={demo} />
          </div>,
          document.body,
        )}
    </>
  );
}
