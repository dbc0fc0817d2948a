/**
 * The authorization number, large and copyable, with the benefit by name; then the block and the way on to
 * the claim. The next thing to do has the focus: the amount to block until there is a block, then "Write
 * the claim" (scrolling it and the result into view), on arrival and after each block.
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
  const writeClaim = useFocusOn<HTMLButtonElement>(step.block);

  return (
    <section className="panel authorized" aria-labelledby="authorized-heading">
      <h2 id="authorized-heading">{t('authorized.heading')}</h2>
      <p className="authorization-label">{t('authorized.label', { benefit: benefitName })}</p>
      <p className="authorization-no">
        <output aria-label={t('authorized.number')}>{authorizationNo}</output>{' '}
        <CopyButton text={authorizationNo} what={t('authorized.copyWhat')} />
      </p>
      <BlockForm block={step.block} />
      <Button ref={writeClaim} variant="primary" onClick={() => goTo('claim', { authorizationNo })}>
        {t('authorized.writeClaim')}
      </Button>
    </section>
  );
}
