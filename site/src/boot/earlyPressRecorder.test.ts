import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { earlyPressRecorder } from './earlyPressRecorder.ts';
import { takeEarlyPresses } from './earlyPresses.ts';

const root = document.documentElement;
const byId = (id: string) => document.getElementById(id)!;

/** Clicks as the visitor does: pointer down, then the click, on the element (or its child) given. */
function press(target: Element, { pointerDown = true } = {}) {
  if (pointerDown) target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** The clicks that reached the page's own listeners, by element id. */
let reached: string[] = [];
const onClick = (event: Event) => reached.push((event.target as Element).closest('[id]')?.id ?? '?');

beforeAll(() => earlyPressRecorder());

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="menu"><span id="menu-label">Menu</span></button>
    <button id="send">Verstuur</button>
    <button type="submit" id="submit">Verstuur</button>
    <div role="tab" id="tab">Volwassenen</div>
    <a href="#faq" id="link">Veelgestelde vragen</a>`;
  reached = [];
  document.body.addEventListener('click', onClick);
});

afterEach(() => {
  document.body.removeEventListener('click', onClick);
  root.removeAttribute('data-app');
  takeEarlyPresses();
});

describe('the early-press recorder', () => {
  it('notes buttons and tabs pressed before the app started, in order, and keeps the press from the page', () => {
    press(byId('menu-label'));
    press(byId('tab'));
    press(byId('send'));
    expect(window.ankerlichtEarlyPresses).toEqual([byId('menu'), byId('tab'), byId('send')]);
    expect(reached).toEqual([]);
  });

  it('leaves links and submit buttons to the browser', () => {
    press(byId('submit'));
    press(byId('link'));
    expect(window.ankerlichtEarlyPresses).toBeUndefined();
    expect(reached).toEqual(['submit', 'link']);
  });

  it('leaves a press that began once the app had started to the app', () => {
    root.setAttribute('data-app', 'starting');
    press(byId('menu'));
    root.setAttribute('data-app', 'ready');
    press(byId('tab'));
    expect(window.ankerlichtEarlyPresses).toBeUndefined();
    expect(reached).toEqual(['menu', 'tab']);
  });

  it('notes a press whose pointer went down before the app started and came up while it starts', () => {
    byId('menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    root.setAttribute('data-app', 'starting');
    press(byId('menu'), { pointerDown: false });
    expect(window.ankerlichtEarlyPresses).toEqual([byId('menu')]);
    expect(reached).toEqual([]);
  });

  it('presses again at once a press whose pointer went down before the app started and came up once it is ready', () => {
    byId('menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    root.setAttribute('data-app', 'ready');
    press(byId('menu-label'), { pointerDown: false });
    expect(window.ankerlichtEarlyPresses).toBeUndefined();
    // The visitor's click is stopped; the button's own click reaches the page once.
    expect(reached).toEqual(['menu']);
  });

  it('notes a click without a pointer (the keyboard) before the app started', () => {
    press(byId('tab'), { pointerDown: false });
    expect(window.ankerlichtEarlyPresses).toEqual([byId('tab')]);
  });
});
