/**
 * Demo mode only: the simulated insurer's cards, each with what it is good for trying, so a newcomer can
 * start without the README. Picking one looks it up. Marked "Demo" in words, never to be taken for members.
 */
import { Button } from '../../components/Button';
import { useDemoHints } from './use-demo-hints';

export function DemoCards({ onPick }: { readonly onPick: (cardNo: string) => void }) {
  const cards = useDemoHints('cards')?.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <section className="demo-hint demo-cards" aria-labelledby="demo-cards-heading">
      <h3 id="demo-cards-heading">
        <span className="demo-tag">Demo</span> Cards of the simulated insurer
      </h3>
      <p>Pick one to look it up. The simulated insurer texts the visit code to any mobile number you type.</p>
      <ul>
        {cards.map((card) => (
          <li key={card.cardNo}>
            <Button onClick={() => onPick(card.cardNo)} aria-label={`Look up demo card ${card.cardNo}, ${card.name}`}>
              {card.cardNo}
            </Button>{' '}
            {card.name} <span className="muted">— {card.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
