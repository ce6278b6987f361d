import { beforeAll, describe, expect, it } from 'vitest';
import { submitGuard } from './submitGuard.ts';

/** A static form as the prerender writes it, with its not-ready notice hidden. */
function form(attributes = '', notice = '<p data-not-ready hidden tabindex="-1">Nog niet klaar</p>') {
  document.body.innerHTML = `<form method="dialog" ${attributes}><input name="firstName" />${notice}<button>Verstuur</button></form>`;
  return document.querySelector('form')!;
}

/** Submits the form as the browser does, and tells whether the submit was cancelled. */
function submit(target: HTMLFormElement): boolean {
  return !target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

const notice = () => document.querySelector<HTMLElement>('[data-not-ready]')!;

beforeAll(() => submitGuard());

describe('the submit guard', () => {
  it('shows and focuses the not-ready notice of a form the app has not taken over, and stops the submit', () => {
    const target = form();
    expect(submit(target)).toBe(true);
    expect(notice().hidden).toBe(false);
    expect(notice()).toHaveFocus();
  });

  it('runs before the page’s own listeners (capture)', () => {
    const target = form();
    let seenCancelled: boolean | undefined;
    target.addEventListener('submit', (event) => (seenCancelled = event.defaultPrevented), true);
    submit(target);
    expect(seenCancelled).toBe(true);
  });

  it('leaves a form the app has taken over (data-ready) to the app', () => {
    const target = form('data-ready');
    expect(submit(target)).toBe(false);
    expect(notice().hidden).toBe(true);
  });

  it('leaves a form without a not-ready notice alone', () => {
    expect(submit(form('', ''))).toBe(false);
  });
});
