import { describe, expect, it } from 'vitest';
import { KeepingRecipients } from '../../application/keeping-recipients';
import { FakeRecipients, FakeSchemas, KAMAU, TESFAYE, WARSAME, fakeQuotes, person } from './recipients-book.fixture';
import { bookPath, bookViewOf } from './recipients-book-paths';
import { RecipientsBookViewModel } from './recipients-book-view-model';

function setup() {
  const recipients = new FakeRecipients();
  const quotes = fakeQuotes();
  const schemas = new FakeSchemas();
  const vm = new RecipientsBookViewModel(new KeepingRecipients(recipients, quotes, schemas));
  return { recipients, quotes, schemas, vm };
}

const names = (vm: RecipientsBookViewModel) => vm.found.map((r) => r.firstName);

describe('the /recipients addresses', () => {
  it('name each view in the query, and read back what they name', () => {
    const views = [
      { kind: 'list' },
      { kind: 'details', id: '42' },
      { kind: 'edit', id: '42' },
      { kind: 'add' },
      { kind: 'add', country: 'SO', currency: 'USD', payout: 'mobile' },
    ] as const;
    expect(views.map(bookPath)).toEqual(['/recipients', '/recipients?id=42', '/recipients?id=42&edit=1', '/recipients?add=1', '/recipients?add=1&to=SO&currency=USD&payout=mobile']);
    for (const view of views) expect(bookViewOf(bookPath(view).replace('/recipients', ''))).toEqual(view);
  });

  it('read anything else as the list', () => {
    expect(bookViewOf('')).toEqual({ kind: 'list' });
    expect(bookViewOf('?id=')).toEqual({ kind: 'list' });
    expect(bookViewOf('?add=yes&to=SO')).toEqual({ kind: 'list' });
    expect(bookViewOf('?id=7&edit=true')).toEqual({ kind: 'details', id: '7' });
  });
});

describe('RecipientsBookViewModel', () => {
  describe('the list', () => {
    it('lists every recipient of the customer, whatever their country, and searches names and numbers', async () => {
      const { vm, recipients } = setup();
      await vm.show({ kind: 'list' });
      expect(recipients.list).toHaveBeenCalledWith();
      expect(names(vm)).toEqual(['Abdirahman', 'Meron', 'Khadra', 'Wanjiru']);
      vm.search('kamau');
      expect(names(vm)).toEqual(['Wanjiru']);
      vm.search('6789');
      expect(names(vm)).toEqual(['Meron']);
      vm.search('Zahra');
      expect([names(vm), vm.nothingFound, vm.empty]).toEqual([[], true, false]);
    });

    it('is empty when the customer has no recipient', async () => {
      const { vm, recipients } = setup();
      recipients.recipients = [];
      await vm.show({ kind: 'list' });
      expect([vm.empty, vm.nothingFound]).toEqual([true, false]);
    });

    it('keeps a failed load for display and loads again on retry; coming back reads the list afresh', async () => {
      const { vm, recipients } = setup();
      recipients.failNext = 1;
      await vm.show({ kind: 'list' });
      expect([vm.recipients.state, vm.recipients.error?.requestId]).toEqual(['failed', 'req-1']);
      await vm.retry();
      expect(vm.recipients.state).toBe('ready');
      recipients.recipients = [WARSAME];
      await vm.show({ kind: 'details', id: '1' });
      await vm.show({ kind: 'list' });
      expect(names(vm)).toEqual(['Abdirahman']);
    });
  });

  describe('one recipient', () => {
    it('shows every saved value, labelled by their schema’s fields, with the options’ labels', async () => {
      const { vm, schemas } = setup();
      await vm.show({ kind: 'details', id: '1' });
      expect(vm.sheetState).toBe('ready');
      expect(schemas.schema).toHaveBeenCalledWith('SO', 'mobile', 'USD');
      expect(vm.shownNames.map((v) => [v.name, v.value, v.field?.main.type])).toEqual([
        ['first_name', 'Abdirahman', 'FirstName'],
        ['last_name', 'Warsame', 'LastName'],
      ]);
      expect(vm.shownValues.map((v) => [v.name, v.value, v.field?.main.type, v.optionLabel])).toEqual([
        ['mobile_network_code', 'HRM', 'MobileNetworkCode', 'Hormuud EVC Plus'],
        ['mobile', '+252615550101', 'SomaliaHormuudMobile', undefined],
      ]);
    });

    it('sends money to them through a send-money link, and opens their form with the saved values to update them', async () => {
      const { vm } = setup();
      await vm.show({ kind: 'details', id: '1' });
      expect(vm.sendMoneyPath).toBe('/send-money/quote?to=SO&currency=USD&payout=mobile&recipient=1');
      expect(vm.editStart).toEqual({
        target: { destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile' },
        values: { first_name: 'Abdirahman', last_name: 'Warsame', mobile_network_code: 'HRM', mobile: '+252615550101' },
        guid: 'guid-1',
      });
    });

    it('shows a bank by its name, and a card by its last four digits', async () => {
      const { vm, recipients } = setup();
      await vm.show({ kind: 'details', id: '2' });
      expect(vm.shownValues.map((v) => [v.name, v.optionLabel ?? v.value])).toEqual([
        ['bank_code', 'Commercial Bank of Ethiopia'],
        ['account_number', '1000123456789'],
      ]);
      recipients.recipients.push(person('9', 'Hassan', 'Mohamud', { payoutType: 'card', cardLast4: '4242' }));
      await vm.show({ kind: 'details', id: '9' });
      expect(vm.shownValues.map((v) => [v.name, v.value, v.field?.main.type])).toEqual([['card_token', '4242', 'CardToken']]);
    });

    it('still shows them when their schema cannot be read: the page’s own labels, the saved codes', async () => {
      const { vm, schemas } = setup();
      schemas.failSchema = 1;
      await vm.show({ kind: 'details', id: '1' });
      expect(vm.sheetState).toBe('ready');
      expect(vm.shownValues.map((v) => [v.name, v.field, v.optionLabel ?? v.value])).toEqual([
        ['mobile_network_code', undefined, 'HRM'],
        ['mobile', undefined, '+252615550101'],
      ]);
      expect(vm.editStart?.guid).toBe('guid-1');
    });

    it('cannot update a recipient the portal no longer pays out to that way; sending money still opens step 1', async () => {
      const { vm, recipients, schemas } = setup();
      recipients.recipients.push(person('9', 'Hassan', 'Mohamud', { countryIso2: 'KE', payoutType: 'card', cardLast4: '4242' }));
      await vm.show({ kind: 'details', id: '9' });
      expect([vm.sheetState, vm.target, vm.editStart]).toEqual(['ready', undefined, undefined]);
      expect(vm.sendMoneyPath).toBe('/send-money/quote?to=KE&payout=card&recipient=9');
      expect(schemas.schema).not.toHaveBeenCalled();
    });

    it('does not find an id the customer has no recipient with', async () => {
      const { vm } = setup();
      await vm.show({ kind: 'details', id: '5' });
      expect([vm.sheetState, vm.recipient, vm.sendMoneyPath, vm.editStart]).toEqual(['notFound', undefined, undefined, undefined]);
    });

    it('keeps a failed load for display, with Try again', async () => {
      const { vm, recipients, quotes } = setup();
      recipients.failNext = 1;
      await vm.show({ kind: 'details', id: '2' });
      expect([vm.sheetState, vm.sheet.error?.requestId]).toEqual(['failed', 'req-1']);
      quotes.offers.mockRejectedValueOnce(new Error('offline'));
      await vm.retry();
      expect(vm.sheetState).toBe('failed');
      await vm.retry();
      expect([vm.sheetState, vm.recipient?.firstName]).toEqual(['ready', 'Meron']);
    });

    it('opens the form on the recipient the details loaded; the details are read afresh every time', async () => {
      const { vm, recipients } = setup();
      await vm.show({ kind: 'details', id: '4' });
      await vm.show({ kind: 'edit', id: '4' });
      expect(recipients.get).toHaveBeenCalledTimes(1);
      expect(vm.editStart?.values).toEqual({ first_name: 'Wanjiru', last_name: 'Kamau', mobile_network_code: 'MPESA', mobile: '+254712345678' });
      recipients.recipients = recipients.recipients.map((r) => (r.id === '4' ? { ...KAMAU, firstName: 'Wanjiku' } : r));
      await vm.show({ kind: 'details', id: '4' });
      expect(vm.recipient?.firstName).toBe('Wanjiku');
      // Another recipient's form, opened by its address: loaded for it.
      await vm.show({ kind: 'edit', id: '2' });
      expect(recipients.get).toHaveBeenLastCalledWith('2');
      expect(vm.recipient).toEqual(TESFAYE);
    });
  });

  describe('saved', () => {
    it('says “updated” or “added” on the details of the recipient saved, and only there', async () => {
      const { vm } = setup();
      vm.recipientSaved({ beneficiary: { id: '1', guid: 'guid-1', firstName: 'Abdi', middleName: undefined, lastName: 'Warsame', destinationCountry: 'SO', payoutType: 'mobile', numbers: {} }, updated: true });
      await vm.show({ kind: 'details', id: '1' });
      expect(vm.notice).toEqual({ id: '1', kind: 'updated' });
      await vm.show({ kind: 'list' });
      expect(vm.notice).toBeUndefined();
      vm.recipientSaved({ beneficiary: { id: '42', guid: 'guid-42', firstName: 'Hodan', middleName: undefined, lastName: 'Nuur', destinationCountry: 'SO', payoutType: 'cash', numbers: {} }, updated: false });
      expect(vm.notice).toEqual({ id: '42', kind: 'added' });
      await vm.show({ kind: 'details', id: '1' });
      expect(vm.notice).toBeUndefined();
    });
  });

  describe('a new recipient', () => {
    it('is added for a destination and payout type the portal offers, chosen first', async () => {
      const { vm, quotes } = setup();
      await vm.show({ kind: 'add' });
      expect(vm.destinationList.map((d) => `${d.countryIso2}:${d.currency}`)).toEqual(['SO:USD', 'SQ:USD', 'ET:ETB', 'KE:KES']);
      expect([vm.addDestination?.countryIso2, vm.addPayoutType, vm.addTarget]).toEqual(['SO', 'mobile', undefined]);
      vm.chooseAddPayout('cash');
      expect(vm.addFormView).toEqual({ kind: 'add', country: 'SO', currency: 'USD', payout: 'cash' });
      vm.chooseAddDestination('ET:ETB');
      // Ethiopia has no cash collection: its default.
      expect(vm.addFormView).toEqual({ kind: 'add', country: 'ET', currency: 'ETB', payout: 'bank' });
      await vm.show({ kind: 'add', country: 'ET', currency: 'ETB', payout: 'bank' });
      expect(vm.addTarget).toEqual({ destinationCountry: 'ET', destinationCurrency: 'ETB', payoutType: 'bank' });
      expect(quotes.offers).toHaveBeenCalledTimes(1);
    });

    it('asks again where an address names a destination or payout type the portal does not offer', async () => {
      const { vm } = setup();
      for (const view of [
        { kind: 'add', country: 'ZZ', payout: 'mobile' },
        { kind: 'add', country: 'ET', payout: 'cash' },
        { kind: 'add', country: 'SO', currency: 'EUR', payout: 'mobile' },
        { kind: 'add', country: 'SO' },
      ] as const) {
        await vm.show(view);
        expect([view, vm.addTarget]).toEqual([view, undefined]);
      }
    });
  });
});
