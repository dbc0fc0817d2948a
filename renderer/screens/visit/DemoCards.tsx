/**
 * Demo mode only: the simulated insurer's cards, each with what it is good for trying, so a newcomer can
 * start without the README. Picking one looks it up. Marked "Demo" in words, never to be taken for members.
 */
import { Button } from '../../components/Button';
import { Trans, useTranslation } from '../../i18n';
import { useDemoHints } from './use-demo-hints';

export function DemoCards({ onPick }: { readonly onPick: (cardNo: string) => void }) {
  const { t } = useTranslation('visit');
  const cards = useDemoHints('cards')?.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <section className="demo-hint demo-cards" aria-labelledby="demo-cards-heading">
      <h3 id="demo-cards-heading">
        <Trans t={t} i18nKey="demo.cardsHeading" components={{ tag: <span className="demo-tag" /> }} />
      </h3>
      <p>{t('demo.cardsHelp')}</p>
      <ul>
        {cards.map((card) => (
          <li key={card.cardNo}>
            <Button
              onClick={() => onPick(card.cardNo)}
              aria-label={t('demo.pickCard', { cardNo: card.cardNo, name: card.name })}
            >
              {card.cardNo}
            </Button>{' '}
            {card.name} <span className="muted">— {t(`demo.role.${card.role}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
