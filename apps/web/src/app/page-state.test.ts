import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test-utils/store';
import { makeStore } from './store';
import {
  changedSlices,
  pageStateScript,
  readPageState,
  serializePageState,
  type PageState,
} from './page-state';

const visitor: PageState = {
  loaderData: { '0-0-12': { detail: { ok: true, data: { title: 'Intern' } } } },
  state: { auth: buildSession(null) },
  sessionChecked: true,
};

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('the page state block', () => {
  it('reads back exactly what the server wrote', () => {
    expect(readPageState(documentWith(pageStateScript(visitor)))).toEqual(visitor);
  });

  it('cannot be closed or turned into markup by the text it carries', () => {
    const text = '</script><script>alert(1)</script><!-- & \u2028';
    const page: PageState = { ...visitor, loaderData: { '0': { title: text } } };
    const serialized = serializePageState(page);
    expect(serialized).not.toMatch(/[<>&\u2028]/);
    expect(readPageState(documentWith(pageStateScript(page)))?.loaderData).toEqual({
      '0': { title: text },
    });
  });

  it('is absent from the plain app shell, which then renders in the browser', () => {
    expect(readPageState(documentWith('<div id="root"></div>'))).toBeNull();
  });

  it.each([
    '{not json',
    '{"state":{}}',
    '{"loaderData":{},"state":null,"sessionChecked":false}',
    '{"loaderData":{},"state":{},"sessionChecked":"yes"}',
    '{"state":{},"sessionChecked":false}',
    '{"loaderData":null,"state":{},"sessionChecked":false}',
  ])('is ignored when it is not a page state (%s)', (text) => {
    const doc = documentWith(`<script type="application/json" id="page-state">${text}</script>`);
    expect(readPageState(doc)).toBeNull();
  });
});

describe('the slices a page sends', () => {
  it('are the session and whatever the render changed, not every slice at its start', () => {
    const store = makeStore();
    const initial = store.getState();
    store.dispatch({ type: 'notifications/cleared' });
    expect(Object.keys(changedSlices(initial, store.getState()))).toEqual(['auth']);
  });
});
