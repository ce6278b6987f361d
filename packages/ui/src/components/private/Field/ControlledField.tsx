import { useState, type ReactElement } from 'react';

/**
 * For tests only: a field whose value lives in React state, as a form keeps it, so what the visitor
 * types stays in the field. Every change also goes to `onChange`, for the test to check what the field reported.
 */
export function ControlledField<TValue>({
  initialValue,
  onChange,
  children,
}: {
  initialValue: TValue;
  onChange: (value: TValue) => void;
  children: (field: { value: TValue; onChange: (value: TValue) => void }) => ReactElement;
}) {
  const [value, setValue] = useState(initialValue);
  return children({
    value,
    onChange: (next) => {
      setValue(next);
      onChange(next);
    },
  });
}
