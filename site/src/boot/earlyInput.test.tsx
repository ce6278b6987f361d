import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Radio, RadioGroup } from '@ankerlicht/ui';
import { afterEach, describe, expect, it } from 'vitest';
import {
  replayEarlyFieldInput,
  replayEarlyPress,
  startRecordingEarlyInput,
  stopRecordingEarlyInput,
  takeEarlyInput,
} from './earlyInput.ts';

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

describe('text typed into a search field before the app started', () => {
  function Search({ onSearch }: { onSearch: (query: string) => void }) {
    const [query, setQuery] = useState('');
    return (
      <input
        type="search"
        aria-label="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          onSearch(event.target.value);
        }}
      />
    );
  }

  it('is told to React as the visitor typing it, once', () => {
    const searches: string[] = [];
    const { getByRole } = render(<Search onSearch={(query) => searches.push(query)} />);
    const field = getByRole('searchbox') as HTMLInputElement;
    // As after hydration: the typed text is in the field and React's value tracker has it, its state does not.
    field.value = 'bakker';
    act(() => replayEarlyFieldInput());
    expect(searches).toEqual(['bakker']);
    expect(field.value).toBe('bakker');
    act(() => replayEarlyFieldInput());
    expect(searches).toEqual(['bakker']);
  });

  it('typed into the static page, is told to React once the page is hydrated', async () => {
    const searches: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Search onSearch={() => {}} />);
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'bakker';
    startRecordingEarlyInput();
    await act(async () => {
      hydrateRoot(container, <Search onSearch={(query) => searches.push(query)} />);
    });
    stopRecordingEarlyInput();
    act(() => replayEarlyFieldInput());
    expect(searches).toEqual(['bakker']);
    expect(field.value).toBe('bakker');
  });

  it('is told to React when React missed it while taking the page over', () => {
    const searches: string[] = [];
    const { getByRole } = render(<Search onSearch={(query) => searches.push(query)} />);
    const field = getByRole('searchbox') as HTMLInputElement;
    startRecordingEarlyInput();
    // As during hydration: React read the typed text as the field's own, so the input event changed
    // nothing, and the controlled field was put back to its state.
    field.value = 'bakker';
    act(() => field.dispatchEvent(new Event('input', { bubbles: true })));
    field.value = '';
    expect(searches).toEqual([]);
    stopRecordingEarlyInput();
    act(() => replayEarlyFieldInput());
    expect(searches).toEqual(['bakker']);
  });

  it('leaves fields in forms (they take what was typed themselves) and untouched fields alone', () => {
    document.body.innerHTML = '<form><input type="search" value="" /></form><input type="text" value="" />';
    const [inForm] = document.querySelectorAll('input');
    inForm!.value = 'typed';
    const events: Event[] = [];
    document.addEventListener('input', (event) => events.push(event));
    replayEarlyFieldInput();
    expect(events).toEqual([]);
  });
});

describe('an option chosen in a select outside a form before the app started', () => {
  function Filter({ onFilter }: { onFilter: (team: string) => void }) {
    const [team, setTeam] = useState('all');
    return (
      <select
        aria-label="team"
        value={team}
        onChange={(event) => {
          setTeam(event.target.value);
          onFilter(event.target.value);
        }}
      >
        <option value="all">all</option>
        <option value="adults">adults</option>
      </select>
    );
  }

  it('chosen in the static page, is told to React once the page is hydrated, once', async () => {
    const chosen: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Filter onFilter={() => {}} />);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'adults';
    startRecordingEarlyInput();
    await act(async () => {
      hydrateRoot(container, <Filter onFilter={(team) => chosen.push(team)} />);
    });
    stopRecordingEarlyInput();
    act(() => replayEarlyFieldInput());
    expect(chosen).toEqual(['adults']);
    expect(select.value).toBe('adults');
    act(() => replayEarlyFieldInput());
    expect(chosen).toEqual(['adults']);
  });

  it('leaves an untouched select alone', () => {
    const chosen: string[] = [];
    render(<Filter onFilter={(team) => chosen.push(team)} />);
    act(() => replayEarlyFieldInput());
    expect(chosen).toEqual([]);
  });
});

describe('a radio button chosen outside a form before the app started', () => {
  // As the FAQ's department filter: React Aria's radio group, controlled by the page's state.
  function Filter({ onFilter }: { onFilter: (department: string) => void }) {
    const [department, setDepartment] = useState('all');
    return (
      <IntlProvider locale="nl" defaultLocale="nl" messages={{}}>
        <RadioGroup
          label="department"
          value={department}
          onChange={(value) => {
            setDepartment(value);
            onFilter(value);
          }}
        >
          <Radio value="all">all</Radio>
          <Radio value="children">children</Radio>
          <Radio value="adults">adults</Radio>
        </RadioGroup>
      </IntlProvider>
    );
  }
  const radio = (value: string) => document.querySelector(`input[value="${value}"]`) as HTMLInputElement;

  async function hydrated(onFilter: (department: string) => void, beforeRecording: () => void, whileRecording = () => {}) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Filter onFilter={() => {}} />);
    beforeRecording();
    startRecordingEarlyInput();
    whileRecording();
    await act(async () => {
      hydrateRoot(container, <Filter onFilter={onFilter} />);
    });
    stopRecordingEarlyInput();
  }

  it('chosen in the static page, is told to React once the page is hydrated, once', async () => {
    const chosen: string[] = [];
    await hydrated(
      (department) => chosen.push(department),
      () => radio('children').click(),
    );
    act(() => replayEarlyFieldInput());
    expect(chosen).toEqual(['children']);
    expect(radio('children').checked).toBe(true);
    expect(radio('all').checked).toBe(false);
    act(() => replayEarlyFieldInput());
    expect(chosen).toEqual(['children']);
  });

  it('chosen twice while the app started, ends on the latest choice', async () => {
    const chosen: string[] = [];
    await hydrated(
      (department) => chosen.push(department),
      () => {},
      () => {
        radio('adults').click();
        radio('children').click();
        radio('adults').click();
      },
    );
    act(() => replayEarlyFieldInput());
    expect(chosen.at(-1)).toBe('adults');
    expect(radio('adults').checked).toBe(true);
  });

  it('leaves an untouched group alone', async () => {
    const chosen: string[] = [];
    await hydrated(
      (department) => chosen.push(department),
      () => {},
    );
    act(() => replayEarlyFieldInput());
    expect(chosen).toEqual([]);
    expect(radio('all').checked).toBe(true);
  });
});

describe('presses made before the app started', () => {
  function Toggles() {
    const [open, setOpen] = useState<string[]>([]);
    // From the rendered state, as React Aria's disclosure group does: a press sees the last render.
    const toggle = (name: string) => setOpen(open.includes(name) ? open.filter((n) => n !== name) : [...open, name]);
    return (
      <>
        {['role', 'offer'].map((name) => (
          <button key={name} type="button" aria-expanded={open.includes(name)} onClick={() => toggle(name)}>
            {name}
          </button>
        ))}
        <output>{open.join(',')}</output>
      </>
    );
  }

  const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('are each pressed again, in order, once, each seeing the last, and ones gone from the page are left alone', async () => {
    const { getByRole, container } = render(<Toggles />);
    const gone = document.createElement('button');
    gone.addEventListener('click', () => {
      throw new Error('pressed a button that is no longer on the page');
    });
    window.ankerlichtEarlyPresses = [getByRole('button', { name: 'offer' }), gone, getByRole('button', { name: 'role' })];
    await act(async () => {
      replayEarlyPress();
      await nextTasks();
    });
    expect(container.querySelector('output')?.textContent).toBe('offer,role');
    expect(window.ankerlichtEarlyPresses).toBeUndefined();
    await act(async () => {
      replayEarlyPress();
      await nextTasks();
    });
    expect(container.querySelector('output')?.textContent).toBe('offer,role');
  });

  it('reach the element React rendered afresh in place of the one pressed', async () => {
    const { getByRole, container } = render(<Toggles />);
    // The static page's tab, replaced when React Aria rendered its collection: same role and text.
    const replaced = getByRole('button', { name: 'offer' }).cloneNode(true) as Element;
    window.ankerlichtEarlyPresses = [replaced];
    await act(async () => {
      replayEarlyPress();
      await nextTasks();
    });
    expect(container.querySelector('output')?.textContent).toBe('offer');
  });
});
