import type { ReactNode } from 'react';
import { Button, Notice, Stack } from '@ankerlicht/ui';
import * as styles from './auth.css.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';

/**
 * A step of signing in that is a single form (SignIn, ChoosePassword): its heading and intro, the
 * refusal if there is one (announced at once), its fields and its one button. The texts come
 * formatted; the browser's own validation stays off, each step checks its fields itself.
 */
export function AuthForm({
  heading,
  intro,
  error,
  submit,
  onSubmit,
  children,
}: {
  heading: string;
  intro: string;
  error: string | null;
  submit: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <Stack gap="md">
        <ScreenHeading>{heading}</ScreenHeading>
        <p>{intro}</p>
        {error !== null && (
          <Notice tone="critical" announce="assertive">
            {error}
          </Notice>
        )}
        {children}
        <Button type="submit">{submit}</Button>
      </Stack>
    </form>
  );
}
