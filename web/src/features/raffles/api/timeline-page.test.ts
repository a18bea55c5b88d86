import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaveEmbeddedPage, openEmbeddedPage } from '../../../test/embedded-page';
import { resetTimelineFromPage, timelineFromPage } from './timeline-page';

const servePage = (json: string, path = '/app/timeline') =>
  openEmbeddedPage('rifa-timeline', path, json);

describe('timelineFromPage', () => {
  beforeEach(() => resetTimelineFromPage());
  afterEach(() => leaveEmbeddedPage('rifa-timeline'));

  it('gives the first page the server put into the timeline', () => {
    // As timeline_page.cpp writes it: '<' escaped inside strings.
    servePage('{"count":1,"data":[{"id":"r1","title":"Moto \\u003cYamaha\\u003e"}]}');
    expect(timelineFromPage()).toEqual({ count: 1, data: [{ id: 'r1', title: 'Moto <Yamaha>' }] });
  });

  it('drops it once the app has left the timeline, even on coming back', () => {
    servePage('{"count":0,"data":[]}');
    expect(timelineFromPage()).toBeDefined();
    window.history.replaceState(null, '', '/app/tickets');
    expect(timelineFromPage()).toBeUndefined();
    window.history.replaceState(null, '', '/app/timeline');
    expect(timelineFromPage()).toBeUndefined();
  });

  it('gives nothing elsewhere, without the element, or with a broken or foreign one', () => {
    servePage('{"count":0,"data":[]}', '/app');
    expect(timelineFromPage()).toBeUndefined();
    document.getElementById('rifa-timeline')?.remove();
    for (const json of ['', '{"data":', '{"data":{}}', '[]']) {
      resetTimelineFromPage();
      if (json) servePage(json);
      else window.history.replaceState(null, '', '/app/timeline');
      expect(timelineFromPage()).toBeUndefined();
      document.getElementById('rifa-timeline')?.remove();
    }
  });
});
