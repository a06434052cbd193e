// Proves the bank-card screens: the list shows bank, holder and the masked number, and says when there are none;
// delete asks first (Cancel deletes nothing) and then sends the card's id; the add form groups the number while
// typing, judges length and check digit live, refuses to send an invalid form, sends bare digits, and shows a
// server refusal under its field; offline, adding and deleting are disabled with the reason.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingPaths } from '../../../../src/common/api-paths';
import { errorTable } from '../../../../src/common/errors';
import type { BankCard } from '../../../../src/common/wallet-types';
import BankCardsScreen from '../../../../src/client/features/bank-cards/bank-cards-screen';
import BankCardAddScreen from '../../../../src/client/features/bank-cards/bank-card-add-screen';
import { envelope, failure, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';

const card: BankCard = {
  id: '7',
  bankName: 'China Merchants Bank',
  holderName: 'Jane Doe',
  cardNumberMasked: '6222 **** **** 0123',
  createdAt: '2026-11-23T10:00:00.000Z',
};

function serve(
  options: { cards?: BankCard[]; add?: () => Response; list?: () => Response | undefined } = {},
) {
  let cards = options.cards ?? [card];
  const sent: Record<string, URLSearchParams> = {};
  const server = routeFetch({
    [fundingPaths.bankCardList]: () => options.list?.() ?? envelope(cards),
    [fundingPaths.bankCardDelete]: async (request) => {
      sent['delete'] = new URLSearchParams(await request.text());
      cards = cards.filter((entry) => entry.id !== sent['delete']!.get('id'));
      return envelope({ id: sent['delete'].get('id') });
    },
    [fundingPaths.bankCardAdd]: async (request) => {
      sent['add'] = new URLSearchParams(await request.text());
      return options.add?.() ?? envelope(card);
    },
  });
  return { ...server, sent };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!);
const submit = () => act(async () => fireEvent.click(screen.getByTestId('bank-card-submit')));

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn({ email: 'jane@example.com', uid: '100001' });
  window.location.hash = '#/assert/bankcards';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankCardsScreen', () => {
  it('lists bank, holder and the masked number', async () => {
    serve();
    renderScreen(<BankCardsScreen />);
    const item = await screen.findByTestId('bank-card-7');
    expect(item.textContent).toContain('China Merchants Bank');
    expect(item.textContent).toContain('Jane Doe');
    expect(within(item).getByTestId('bank-card-masked').textContent).toBe('6222 **** **** 0123');
  });

  it("shows the server's message when the list cannot be read, and tries again", async () => {
    let attempts = 0;
    serve({
      list: () => {
        attempts += 1;
        return attempts === 1 ? failure('INTERNAL', 'Something went wrong on our side.') : undefined;
      },
    });
    renderScreen(<BankCardsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await screen.findByTestId('bank-card-7');
  });

  it('says when there are no cards', async () => {
    serve({ cards: [] });
    renderScreen(<BankCardsScreen />);
    expect((await screen.findByText(/No bank cards yet/)).textContent).toContain('Add the card');
  });

  it('asks before deleting: Cancel deletes nothing, Delete sends the id and the card leaves the list', async () => {
    const server = serve();
    renderScreen(<BankCardsScreen />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the China Merchants Bank card ending in 0123' }),
    );
    expect(screen.getByText(/Delete this card\?/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('bank-card-delete-confirm')).toBeNull();
    expect(server.pathsCalled()).not.toContain(fundingPaths.bankCardDelete);

    fireEvent.click(screen.getByTestId('bank-card-delete'));
    await act(async () => fireEvent.click(screen.getByTestId('bank-card-delete-confirm')));
    expect(server.sent['delete']?.get('id')).toBe('7');
    await vi.waitFor(() => expect(screen.queryByTestId('bank-card-7')).toBeNull());
  });

  it('offline: adding and deleting are disabled, with the reason', async () => {
    serve();
    renderScreen(<BankCardsScreen />);
    await screen.findByTestId('bank-card-7');
    act(() => setOnline(false));
    expect((screen.getByTestId('bank-card-add') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('bank-card-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Connect to the internet to add or delete cards/)).toBeTruthy();
  });
});

describe('BankCardAddScreen', () => {
  it('groups the number while typing and judges length and check digit live', async () => {
    serve();
    renderScreen(<BankCardAddScreen />);
    await screen.findByTestId('bank-card-form');
    fireEvent.change(field('Card number'), { target: { value: '41111' } });
    expect(field('Card number').value).toBe('4111 1');
    expect(screen.getByTestId('card-number-note').dataset['status']).toBe('too-short');
    fireEvent.change(field('Card number'), { target: { value: '4111 1111 1111 1112' } });
    expect(screen.getByTestId('card-number-note').dataset['status']).toBe('check-digit');
    fireEvent.change(field('Card number'), { target: { value: '4111-1111-1111-1111' } });
    expect(field('Card number').value).toBe('4111 1111 1111 1111');
    expect(screen.getByTestId('card-number-note').dataset['status']).toBe('valid');
  });

  it('sends nothing while a rule fails, and names each failing field', async () => {
    const server = serve();
    renderScreen(<BankCardAddScreen />);
    await screen.findByTestId('bank-card-form');
    fireEvent.change(field('Bank name'), { target: { value: '   ' } });
    fireEvent.change(field('Card number'), { target: { value: '4111111111111112' } });
    await submit();
    expect(messageOf(field('Bank name'))?.textContent).toBe(
      errorTable.BANK_NAME_INVALID.message.message.replace('{max}', '64'),
    );
    expect(messageOf(field('Card holder'))?.textContent).toBe(
      errorTable.CARD_HOLDER_INVALID.message.message.replace('{max}', '64'),
    );
    expect(messageOf(field('Card number'))?.textContent).toBe(errorTable.CARD_NUMBER_INVALID.message.message);
    expect(document.activeElement).toBe(field('Bank name'));
    expect(server.pathsCalled()).not.toContain(fundingPaths.bankCardAdd);
  });

  it('sends trimmed names and bare digits, then goes back to the list', async () => {
    const server = serve();
    renderScreen(<BankCardAddScreen />);
    await screen.findByTestId('bank-card-form');
    window.location.hash = '#/assert/bankcards/add';
    fireEvent.change(field('Bank name'), { target: { value: ' China Merchants Bank ' } });
    fireEvent.change(field('Card holder'), { target: { value: 'Jane Doe' } });
    fireEvent.change(field('Card number'), { target: { value: '4111 1111 1111 1111' } });
    await submit();
    expect(Object.fromEntries(server.sent['add']!)).toEqual({
      bankName: 'China Merchants Bank',
      holderName: 'Jane Doe',
      cardNumber: '4111111111111111',
    });
    await vi.waitFor(() => expect(window.location.hash).toBe('#/assert/bankcards'));
  });

  it('shows a server refusal of the number under the number', async () => {
    const duplicate = 'This card is already saved.';
    serve({ add: () => failure('BANK_CARD_DUPLICATE', duplicate) });
    renderScreen(<BankCardAddScreen />);
    await screen.findByTestId('bank-card-form');
    fireEvent.change(field('Bank name'), { target: { value: 'ICBC' } });
    fireEvent.change(field('Card holder'), { target: { value: 'Jane Doe' } });
    fireEvent.change(field('Card number'), { target: { value: '4111111111111111' } });
    await submit();
    await vi.waitFor(() => expect(messageOf(field('Card number'))?.textContent).toBe(duplicate));
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
  });
});
