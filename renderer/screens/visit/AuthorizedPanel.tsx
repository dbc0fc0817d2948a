/**
 * The authorization number, large and copyable, with the benefit by name and the way on to the claim beside
 * it; then the block. The next thing to do has the focus: the amount to block until there is a block, then
 * "Write the claim", on arrival and after each block.
 *
 * Nothing moves under a pointer that has just clicked "Block": "Write the claim" sits above the block form, so
 * the result opening under the Block button pushes nothing into its place, and the focus moves up to it
 * without scrolling the page (a double click on "Block" stays on the visit, its co-payment in view).
 */
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';
import type { VisitStep } from './visit-model';
import { useBenefitName } from './use-benefit-name';
import { useFocusOn } from '../use-focus-on';
import { BlockForm } from './BlockForm';

type AuthorizedStep = Extract<VisitStep, { kind: 'authorized' }>;

export function AuthorizedPanel({ step }: { readonly step: AuthorizedStep }) {
  const { t } = useTranslation('visit');
  const goTo = useNavigation((state) => state.goTo);
  const { authorizationNo, benefitCode } = step.authorization;
  const benefitName = useBenefitName(benefitCode);
  const writeClaim = useFocusOn<HTMLButtonElement>(step.block, undefined, undefined, { preventScroll: true });

  return (
    <section className="panel authorized" aria-labelledby="authorized-heading">
      <h2 id="authorized-heading">{t('authorized.heading')}</h2>
      <p className="authorization-label">{t('authorized.label', { benefit: benefitName })}</p>
      <p className="authorization-no">
        <output aria-label={t('authorized.number')}>{authorizationNo}</output>{' '}
        <CopyButton text={authorizationNo} what={t('authorized.copyWhat')} />
      </p>
      <p className="authorized-next">
        <Button ref={writeClaim} variant="primary" onClick={() => goTo('claim', { authorizationNo })}>
          {t('authorized.writeClaim')}
        </Button>
      </p>
      <BlockForm block={step.block} />
    </section>
  );
}
