// Proves the user agreement shows its ten sections, once its documents catalog has loaded, and names the platform's support email.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProtocolScreen from '../../../../src/client/features/auth/protocol-screen';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { renderAt } from './render-auth';

afterEach(() => sessionStore.set({ platformEmail: '' }));

describe('ProtocolScreen', () => {
  it('lists acceptance to contact, with the support email', async () => {
    sessionStore.set({ platformEmail: 'support@petrel.exchange' });
    renderAt('#/protocol', <ProtocolScreen />);
    const headings = (await screen.findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(headings).toEqual([
      '1. Acceptance of this agreement',
      '2. Eligibility',
      '3. Your account and its security',
      '4. Risks of digital assets',
      '5. Fees',
      '6. Prohibited use',
      '7. Suspension and termination',
      '8. Limitation of liability',
      '9. Changes to this agreement',
      '10. Contact',
    ]);
    expect(screen.getByTestId('protocol').textContent).toContain('support@petrel.exchange');
  });
});
