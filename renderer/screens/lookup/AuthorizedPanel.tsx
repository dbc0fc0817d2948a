/**
 * The authorization number, large and copyable, then the block and the way on to the claim.
 * When a block succeeds, focus moves to "Write the claim" (scrolling it and the result into
 * view), so the keyboard flow goes straight on; a block already shown on arrival does not move focus.
 */
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { useNavigation } from '../../stores/navigation';
import type { VisitStep } from '../../stores/visit-flow';
import { BlockForm } from './BlockForm';

type AuthorizedStep = Extract<VisitStep, { kind: 'authorized' }>;

export function AuthorizedPanel({ step }: { readonly step: AuthorizedStep }) {
  const goTo = useNavigation((state) => state.goTo);
  const { authorizationNo, benefitCode } = step.authorization;
  const writeClaim = useRef<HTMLButtonElement>(null);
  const shownBlock = useRef(step.block);

  useEffect(() => {
    if (step.block === shownBlock.current) return;
    shownBlock.current = step.block;
    if (step.block) writeClaim.current?.focus();
  }, [step.block]);

  return (
    <section className="panel authorized" aria-labelledby="authorized-heading">
      <h2 id="authorized-heading">Visit authorized</h2>
      <p className="authorization-label">Authorization number ({benefitCode})</p>
      <p className="authorization-no">
        <output aria-label="Authorization number">{authorizationNo}</output>{' '}
        <CopyButton text={authorizationNo} what="authorization number" />
      </p>
      <BlockForm block={step.block} />
      <Button ref={writeClaim} variant="primary" onClick={() => goTo('claim', { authorizationNo })}>
        Write the claim
      </Button>
    </section>
  );
}
