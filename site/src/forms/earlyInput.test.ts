import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingEarlyInput, stopRecordingEarlyInput, takeEarlyInput } from './earlyInput.ts';

/** A static form as the prerender writes it: nothing chosen, nothing typed. */
function staticForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="firstName" type="text" value="" />
      <input name="secret" type="password" value="" />
      <input name="letter" type="file" />
      <input name="gender" type="radio" value="male" />
      <input name="gender" type="radio" value="female" />
      <input name="termsAccepted" type="checkbox" />
      <textarea id="registration-message"></textarea>
    </form>
    <input name="outside" type="text" value="" />`;
  return document.querySelector('form') as HTMLFormElement;
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (selector: string) => document.querySelector(selector) as HTMLInputElement;

afterEach(() => {
  stopRecordingEarlyInput();
  takeEarlyInput(document.createElement('form'));
  document.body.innerHTML = '';
});

describe('early input', () => {
  it('keeps what was typed before recording started and after, by name or id', () => {
    const form = staticForm();
    field('[name=firstName]').value = 'Sanne';
    startRecordingEarlyInput();
    type(document.querySelector('#registration-message') as HTMLTextAreaElement, 'Graag bellen');
    field('[value=female]').click();
    field('[name=termsAccepted]').click();
    // The fresh render replaces the fields the visitor typed in.
    form.replaceWith(document.createElement('form'));
    const taken = takeEarlyInput(document.querySelector('form') as HTMLFormElement);
    expect(Object.fromEntries(taken)).toEqual({
      firstName: 'Sanne',
      'registration-message': 'Graag bellen',
      gender: 'female',
      termsAccepted: true,
    });
  });

  it('never keeps passwords, files or fields outside a form', () => {
    const form = staticForm();
    startRecordingEarlyInput();
    type(field('[name=secret]'), 'geheim');
    type(field('[name=outside]'), 'zoekterm');
    field('[name=letter]').dispatchEvent(new Event('change', { bubbles: true }));
    expect(takeEarlyInput(form).size).toBe(0);
  });

  it('prefers what a hydrated field holds now, and hands each value out once', () => {
    const form = staticForm();
    startRecordingEarlyInput();
    type(field('[name=firstName]'), 'San');
    // Typed on while React hydrated the field: no event reached the recorder.
    field('[name=firstName]').value = 'Sanne';
    expect(takeEarlyInput(form).get('firstName')).toBe('Sanne');
    field('[name=firstName]').value = '';
    expect(takeEarlyInput(form).size).toBe(0);
  });

  it('stops recording when the app says so, and keeps what it has for the form', () => {
    const form = staticForm();
    startRecordingEarlyInput();
    type(field('[name=firstName]'), 'Sanne');
    stopRecordingEarlyInput();
    type(document.querySelector('#registration-message') as HTMLTextAreaElement, 'na het stoppen');
    form.replaceWith(document.createElement('form'));
    expect(Object.fromEntries(takeEarlyInput(document.querySelector('form') as HTMLFormElement))).toEqual({ firstName: 'Sanne' });
  });
});
