/**
 * "Print or save as PDF": renders the claim form into its own root beside the app
 * and opens the print dialog; the print style sheet hides everything else, so the
 * paper holds the form alone.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { ClaimView } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { ClaimForm } from './ClaimForm';
import './print.css';
import { usePrint } from '../../components/use-print';
import { formFacts, NO_FORM_FACTS, type FormFacts } from './print-model';

export function PrintClaimButton({ claim }: { readonly claim: ClaimView }) {
  const { t } = useTranslation('print');
  const { printing, print } = usePrint();
  const deskName = useSettings((state) => state.view?.deskName ?? '');
  const deskStaff = useSettings((state) => state.view?.staffName ?? '');
  // Signed by who wrote or queued the claim (People at the desk); the desk's staff name when no one was signed in.
  const staffName = claim.by ?? deskStaff;
  // The demo keeps its claims in a data folder of its own, so what it shows and prints is the demo's.
  const demo = useSettings((state) => state.view?.mode === 'demo');
  const [facts, setFacts] = useState<FormFacts>(NO_FORM_FACTS);
  const [reading, setReading] = useState(false);
  // The form's facts are read first, so the paper never goes out without the benefit and the amounts it knows.
  const printForm = async (): Promise<void> => {
    setReading(true);
    setFacts(await formFacts(claim));
    setReading(false);
    print();
  };

  return (
    <>
      <Button busy={reading} onClick={() => void printForm()}>
        {t('button')}
      </Button>
      {printing &&
        createPortal(
          <div className="print-root">
            <ClaimForm claim={claim} facts={facts} deskName={deskName} staffName={staffName} demo={demo} />
          </div>,
          document.body,
        )}
    </>
  );
}
