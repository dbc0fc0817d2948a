/**
 * The authorization number, large and copyable, with the benefit by name; then the task in its order: the block
 * on the left, and beside it, where the eye goes from the Block button, its result and the way on to the claim.
 * The next thing to do has the focus and the primary look: the amount to block (and Block) until there is a
 * block, then "Write the claim" after each block made here (a visit blocked before lands on the card instead).
 *
 * Nothing moves under a pointer that has just clicked "Block": the result and "Write the claim" open in their
 * own column, never under the Block button, and the focus moves to them without scrolling the page (a double
 * click on "Block" stays on the visit, its co-payment in view). A narrow window puts the column under the form.
 */
import { useState } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';
import type { VisitStep } from './visit-model';
import { useBenefitName } from './use-benefit-name';
import { useFocusOn } from '../use-focus-on';
import { BlockForm } from './BlockForm';
import { BlockResult } from './BlockResult';

type AuthorizedStep = Extract<VisitStep, { kind: 'authorized' }>;

export function AuthorizedPanel({ step }: { readonly step: AuthorizedStep }) {
  const { t } = useTranslation('visit');
  const goTo = useNavigation((state) => state.goTo);
  const { authorizationNo, benefitCode } = step.authorization;
  const benefitName = useBenefitName(benefitCode);
  // After each block made here; a block the visit had when the panel was shown leaves the focus to the card.
  const [blockOnArrival] = useState(step.block);
  const writeClaim = useFocusOn<HTMLButtonElement>(
    step.block === blockOnArrival ? undefined : step.block,
    undefined,
    undefined,
    {
      preventScroll: true,
    },
  );

  return (
    <section className="panel authorized" aria-labelledby="authorized-heading">
      <h2 id="authorized-heading">{t('authorized.heading')}</h2>
      <p className="authorization-label">{t('authorized.label', { benefit: benefitName })}</p>
      <p className="authorization-no">
        <output aria-label={t('authorized.number')}>{authorizationNo}</output>{' '}
        <CopyButton text={authorizationNo} what={t('authorized.copyWhat')} />
      </p>
      <div className="authorized-work">
        <BlockForm block={step.block} />
        <div className="authorized-next">
          {step.block && <BlockResult block={step.block} />}
          <p>
            <Button
              ref={writeClaim}
              variant={step.block ? 'primary' : undefined}
              onClick={() => goTo('claim', { authorizationNo })}
            >
              {t('authorized.writeClaim')}
            </Button>
          </p>
        </div>
      </div>
    </section>
  );
}
