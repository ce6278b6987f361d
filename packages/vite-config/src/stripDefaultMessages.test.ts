import { describe, expect, it } from 'vitest';
import { withoutDefaultMessages } from './stripDefaultMessages.js';

describe('withoutDefaultMessages', () => {
  it("drops the defaultMessage of defineMessages' descriptors, keeping their ids", () => {
    const code = `const messages = defineMessages({ a: { id: 'x.a', defaultMessage: 'Eerste' }, b: { defaultMessage: \`Tweede {n}\`, id: "x.b" } });`;
    const result = withoutDefaultMessages(code)?.code;
    expect(result).toBe(`const messages = defineMessages({ a: { id: 'x.a',  }, b: { id: "x.b" } });`);
    // Still a module that runs, with the descriptors react-intl looks up by id.
    expect(new Function('defineMessages', `${result}; return messages;`)((value: unknown) => value)).toEqual({
      a: { id: 'x.a' },
      b: { id: 'x.b' },
    });
  });

  it("drops <FormattedMessage>'s defaultMessage prop after the JSX transform and keeps its other props", () => {
    const code = `jsx(FormattedMessage, { id: "page.a", defaultMessage: "Tekst {name}", values: { name } });`;
    expect(withoutDefaultMessages(code)?.code).toBe(`jsx(FormattedMessage, { id: "page.a", values: { name } });`);
  });

  it('leaves objects that are not message descriptors alone', () => {
    const code = [
      `const notice = { defaultMessage: 'Geen id' };`,
      `const computed = { id: someId, defaultMessage: 'Id uit een variabele' };`,
      `const content = { id: 'team', description: { nl: 'Team', en: 'Team', tr: 'Ekip' } };`,
    ].join('\n');
    expect(withoutDefaultMessages(code)).toBeNull();
    expect(withoutDefaultMessages('const plain = 1;')).toBeNull();
  });
});
