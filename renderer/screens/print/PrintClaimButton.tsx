/**
 * "Print or save as PDF" and "Print the co-payment receipt": each reads what the paper says beyond the claim
 * (print-model.ts), renders it into its own root beside the app and opens the print dialog; the print style
 * sheet hides everything else, so the paper holds the form or the receipt alone. A receipt with nothing to say
 * (the member pays nothing, or no amount is blocked, so the share is not known) is not printed: the desk says why.
 */
import { memo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ClaimView } from '../../../shared/domain/claims';
import { parseMoney } from '../../../shared/money';
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { ClaimForm } from './ClaimForm';
import { CoPaymentReceipt } from './CoPaymentReceipt';
import './print.css';
import { usePrint } from '../../components/use-print';
import { formFacts, NO_FORM_FACTS, type FormFacts } from './print-model';

type Paper = 'form' | 'receipt';

/** Why a receipt is not printed, or undefined when it is. */
function noReceipt(facts: FormFacts): 'receipt.noCover' | 'receipt.nothingToPay' | undefined {
  if (facts.coveredText === null || facts.coPaymentText === null) return 'receipt.noCover';
  return parseMoney(facts.coPaymentText) > 0n ? undefined : 'receipt.nothingToPay';
}

// Memoised: the claim editor renders again at each change of the draft; the buttons, only when their claim changes.
export const PrintClaimButton = memo(function PrintClaimButton({
  claim,
  paper = 'form',
}: {
  readonly claim: ClaimView;
  readonly paper?: Paper;
}) {
  const { t } = useTranslation('print');
  const { printing, print } = usePrint();
  const clinicName = useSettings((state) => state.view?.clinicName ?? '');
  const deskName = useSettings((state) => state.view?.deskName ?? '');
  const deskStaff = useSettings((state) => state.view?.staffName ?? '');
  // Signed by who wrote or queued the claim (People at the desk); the desk's staff name when no one was signed in.
  const staffName = claim.by ?? deskStaff;
  // The demo keeps its claims in a data folder of its own, so what it shows and prints is the demo's.
  const demo = useSettings((state) => state.view?.mode === 'demo');
  const [facts, setFacts] = useState<FormFacts>(NO_FORM_FACTS);
  const [printedAt, setPrintedAt] = useState('');
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();
  // The facts are read first, so the paper never goes out without the benefit and the amounts it knows.
  const printPaper = async (): Promise<void> => {
    setReading(true);
    setRefused(undefined);
    const read = await formFacts(claim, { titles: paper === 'form' });
    setReading(false);
    setFacts(read);
    const why = paper === 'receipt' ? noReceipt(read) : undefined;
    if (why) {
      setRefused(t(why));
      return;
    }
    setPrintedAt(new Date().toISOString());
    print();
  };
  const { coveredText, coPaymentText } = facts;

  return (
    <>
      <Button busy={reading} onClick={() => void printPaper()}>
        {t(paper === 'form' ? 'button' : 'receipt.button')}
      </Button>
      {refused && (
        <p role="status" className="muted">
          {refused}
        </p>
      )}
      {printing &&
        createPortal(
          <div className="print-root">
            {paper === 'receipt' && coveredText !== null && coPaymentText !== null ? (
              <CoPaymentReceipt
                claim={claim}
                facts={{ ...facts, coveredText, coPaymentText }}
                clinicName={clinicName}
                deskName={deskName}
                staffName={staffName}
                printedAt={printedAt}
                demo={demo}
              />
            ) : (
              <ClaimForm
                claim={claim}
                facts={facts}
                clinicName={clinicName}
                deskName={deskName}
                staffName={staffName}
                demo={demo}
              />
            )}
          </div>,
          document.body,
        )}
    </>
  );
});
