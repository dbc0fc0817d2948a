// @vitest-environment jsdom
/** The printed claim form says, across its top, when it was printed from the demo. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ClaimForm } from '../../../renderer/screens/print/ClaimForm';
import { catalogues } from '../../../shared/i18n/catalogues';
import { claimView } from '../claims/fixtures';

afterEach(cleanup);

const DEMO_MARK = catalogues.en.print.demo;
const CLAIM = claimView(
  { id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00ab', memberName: 'Achieng Otieno', lines: [] },
  'queued',
);

it('marks a form printed from the demo as not a claim', () => {
  render(<ClaimForm claim={CLAIM} deskName="Front desk" staffName="Amina" demo />);
  const form = screen.getByRole('article');
  expect(form.querySelector('header')?.firstElementChild?.textContent).toBe(DEMO_MARK);
});

it('carries no such mark when printed from a desk working with the insurer', () => {
  render(<ClaimForm claim={CLAIM} deskName="Front desk" staffName="Amina" />);
  expect(screen.getByRole('article').textContent).not.toContain(DEMO_MARK);
});
