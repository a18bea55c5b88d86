import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaveEmbeddedPage, openEmbeddedPage } from '../../../test/embedded-page';
import { raffleFromPage, resetRaffleFromPage } from './raffle-page';

const ID = '3f1c2d4e-0000-4000-8000-000000000001';

const servePage = (json: string, path = `/app/raffle/${ID}`) =>
  openEmbeddedPage('rifa-raffle', path, json);

describe('raffleFromPage', () => {
  beforeEach(() => resetRaffleFromPage());
  afterEach(() => leaveEmbeddedPage('rifa-raffle'));

  it("gives the raffle the server put into the page, for that raffle's id only", () => {
    // As raffle_page.cpp writes it: '<' escaped inside strings.
    servePage(`{"id":"${ID}","title":"Moto \\u003cYamaha\\u003e"}`);
    expect(raffleFromPage(ID)).toMatchObject({ id: ID, title: 'Moto <Yamaha>' });
    expect(raffleFromPage('another-raffle')).toBeUndefined();
  });

  it('drops it once the app has left that page, even on coming back', () => {
    servePage(`{"id":"${ID}","title":"Moto"}`);
    expect(raffleFromPage(ID)).toBeDefined();
    window.history.replaceState(null, '', '/app/timeline');
    expect(raffleFromPage(ID)).toBeUndefined();
    window.history.replaceState(null, '', `/app/raffle/${ID}`);
    expect(raffleFromPage(ID)).toBeUndefined();
  });

  it('gives nothing without the element or with a broken one', () => {
    window.history.replaceState(null, '', `/app/raffle/${ID}`);
    expect(raffleFromPage(ID)).toBeUndefined();
    resetRaffleFromPage();
    servePage('{"id":');
    expect(raffleFromPage(ID)).toBeUndefined();
  });
});
