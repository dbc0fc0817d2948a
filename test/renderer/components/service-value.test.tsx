// @vitest-environment jsdom
/**
 * Values of the insurer's service on the page (renderer/components/ServiceValue.tsx): in Kiswahili and French a
 * known value reads in the language with the service's word as its tooltip (and accessible description); an
 * unknown one reads as the service wrote it; a select's options are worded while their values stay the service's.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../renderer/i18n';
import { ServiceOption, ServiceValue } from '../../../renderer/components/ServiceValue';
import { MemberCard } from '../../../renderer/screens/visit/MemberCard';
import { VisitStartForm } from '../../../renderer/screens/visit/VisitStartForm';
import type { Language } from '../../../shared/i18n/languages';
import { MEMBER } from '../visit/fixtures';

const show = (language: Language): void => {
  act(() => void i18n.changeLanguage(language));
};

afterEach(() => {
  cleanup();
  show('en');
});

const EXPECTED = {
  fr: { female: 'Femme', received: 'Reçue', principal: 'Principal', secondary: 'Secondaire', direct: '(Accès direct)' },
  sw: {
    female: 'Mwanamke',
    received: 'Imepokelewa',
    principal: 'Kuu',
    secondary: 'Ya pili',
    direct: '(ufikiaji: Moja kwa moja)',
  },
} as const;

describe.each(['fr', 'sw'] as const)('in %s', (language) => {
  const words = EXPECTED[language];

  it('words a known value, with the service’s word in the tooltip', () => {
    show(language);
    render(
      <p>
        <ServiceValue kind="claimStatus" value="Received" />
      </p>,
    );
    const shown = screen.getByText(words.received);
    expect(shown.title).toBe('Received');
    expect(screen.queryByText('Received')).toBeNull();
  });

  it('shows an unknown value exactly as written, with no tooltip', () => {
    show(language);
    render(
      <p data-testid="status">
        <ServiceValue kind="claimStatus" value="Under review (level 2)" />
      </p>,
    );
    const shown = screen.getByTestId('status');
    expect(shown.textContent).toBe('Under review (level 2)');
    expect(shown.querySelector('[title]')).toBeNull();
  });

  it('words a select’s options, each sending the service’s own value', () => {
    show(language);
    render(
      <select aria-label="type" defaultValue="Secondary">
        <ServiceOption kind="diagnosisType" value="Principal" />
        <ServiceOption kind="diagnosisType" value="Secondary" />
      </select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.textContent, option.value])).toEqual([
      [words.principal, 'Principal'],
      [words.secondary, 'Secondary'],
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'type' }).value).toBe('Secondary');
  });

  it('shows the member’s gender and the benefits’ access in the language', () => {
    show(language);
    render(
      <>
        <MemberCard member={MEMBER} />
        <VisitStartForm member={MEMBER} />
      </>,
    );
    expect(screen.getByText(words.female).title).toBe('Female');
    expect(screen.getByText(words.direct).title).toBe('Direct');
    // DEN-01's access is one the desk does not know: as the service wrote it, no tooltip.
    expect(screen.getByText(/Pre-authorization/).title).toBe('');
  });
});

it('shows English as the service writes it, without a tooltip repeating the same word', () => {
  render(
    <p data-testid="value">
      <ServiceValue kind="benefitAccess" value="Referral" />
    </p>,
  );
  expect(screen.getByTestId('value').innerHTML).toBe('Referral');
});
