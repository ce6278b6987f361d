import { afterEach, describe, expect, it } from 'vitest';
import { earlyPressesName, noteEarlyPress, takeEarlyPresses } from './earlyPresses.ts';

afterEach(() => {
  delete window.ankerlichtEarlyPresses;
});

describe('the early presses', () => {
  it('are kept on the window under their name, in order, and handed out once', () => {
    const [first, second] = [document.createElement('button'), document.createElement('button')];
    noteEarlyPress(first);
    noteEarlyPress(second);
    expect(earlyPressesName).toBe('ankerlichtEarlyPresses');
    expect(window.ankerlichtEarlyPresses).toEqual([first, second]);
    expect(takeEarlyPresses()).toEqual([first, second]);
    expect('ankerlichtEarlyPresses' in window).toBe(false);
    expect(takeEarlyPresses()).toEqual([]);
  });
});
