import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/** tel:, mailto: and absolute URLs are not routes: React Router would make "/tel:…" of them. */
const hasScheme = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

function useRouterHref(href: string): string {
  const routerHref = useHref(href);
  return hasScheme(href) ? href : routerHref;
}

/** Lets React Aria links navigate through React Router instead of reloading the page. */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
