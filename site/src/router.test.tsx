import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  StaticRouter,
  parsePath,
  resolvePath,
  useHref,
  useLocation,
  useNavigate,
  type Navigate as NavigateFunction,
} from './router.tsx';

/** Shows the location and hands out the navigate function. */
function Probe({ onNavigate }: { onNavigate?: (navigate: NavigateFunction) => void }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  onNavigate?.(navigate);
  return <output>{`${pathname}|${search}|${hash}`}</output>;
}

/** Renders a Probe at the browser's URL; calls to the result navigate there. */
function renderInBrowser(): NavigateFunction {
  let navigate: NavigateFunction = () => undefined;
  render(
    <BrowserRouter>
      <Probe onNavigate={(value) => (navigate = value)} />
    </BrowserRouter>,
  );
  return (to, options) => navigate(to, options);
}

function Href({ to }: { to: string }) {
  return <a href={useHref(to)}>{to}</a>;
}

describe('parsePath', () => {
  it('splits a path into its pathname, search and hash, dropping a lone ? or #', () => {
    expect(parsePath('/en/faq?q=1#wachttijd')).toEqual({ pathname: '/en/faq', search: '?q=1', hash: '#wachttijd' });
    expect(parsePath('/faq#a?b')).toEqual({ pathname: '/faq', search: '', hash: '#a?b' });
    expect(parsePath('/faq?#')).toEqual({ pathname: '/faq', search: '', hash: '' });
  });
});

describe('resolvePath', () => {
  const from = { pathname: '/en/faq', search: '?q=1', hash: '#a' };
  it('keeps an absolute path and puts an anchor or a query on the current page', () => {
    expect(resolvePath('/tr/ekibimiz#x', from)).toBe('/tr/ekibimiz#x');
    expect(resolvePath('#wachttijd', from)).toBe('/en/faq#wachttijd');
    expect(resolvePath('?q=2', from)).toBe('/en/faq?q=2');
    expect(resolvePath('', from)).toBe('/en/faq?q=1');
  });

  it('resolves any other path relative to the current one', () => {
    expect(resolvePath('contact', from)).toBe('/en/contact');
    expect(resolvePath('../faq', { pathname: '/kind-jeugd/wachttijd', search: '', hash: '' })).toBe('/faq');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the browser URL and follows a navigation with a new history entry', async () => {
    window.history.replaceState(null, '', '/en/faq?q=1#a');
    const navigate = renderInBrowser();
    expect(screen.getByRole('status')).toHaveTextContent('/en/faq|?q=1|#a');

    const entries = window.history.length;
    await act(async () => navigate('/en/contact#route'));
    expect(window.location.pathname + window.location.hash).toBe('/en/contact#route');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByRole('status')).toHaveTextContent('/en/contact||#route');

    await act(async () => navigate('#top'));
    expect(screen.getByRole('status')).toHaveTextContent('/en/contact||#top');
  });

  it('replaces the history entry when asked to (a redirect)', async () => {
    window.history.replaceState(null, '', '/volwassenen');
    render(
      <BrowserRouter>
        <Navigate to="/volwassenen/behandelaanbod" replace />
        <Probe />
      </BrowserRouter>,
    );
    const entries = window.history.length;
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/volwassenen/behandelaanbod');
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole('status')).toHaveTextContent('/volwassenen/behandelaanbod||');
  });

  it("follows the browser's back button", async () => {
    window.history.replaceState(null, '', '/faq');
    const navigate = renderInBrowser();
    await act(async () => navigate('/tr/sss'));
    expect(screen.getByRole('status')).toHaveTextContent('/tr/sss||');

    await act(async () => {
      const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await back;
    });
    expect(window.location.pathname).toBe('/faq');
    expect(screen.getByRole('status')).toHaveTextContent('/faq||');
  });
});

describe('StaticRouter', () => {
  it('renders its one location, and a navigation there goes nowhere', async () => {
    let navigate: NavigateFunction = () => undefined;
    render(
      <StaticRouter location="/en/faq#a">
        <Probe onNavigate={(value) => (navigate = value)} />
        <Href to="#b" />
      </StaticRouter>,
    );
    await act(async () => navigate('/contact'));
    expect(screen.getByRole('status')).toHaveTextContent('/en/faq||#a');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/faq#b');
  });
});

describe('MemoryRouter', () => {
  it("follows a navigation in memory and leaves the browser's URL alone", async () => {
    window.history.replaceState(null, '', '/');
    let navigate: NavigateFunction = () => undefined;
    render(
      <MemoryRouter initialEntry="/en/faq">
        <Probe onNavigate={(value) => (navigate = value)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/en/faq||');
    await act(async () => navigate('contact?x=1'));
    expect(screen.getByRole('status')).toHaveTextContent('/en/contact|?x=1|');
    expect(window.location.pathname).toBe('/');
  });
});

it('says so when a router hook is used outside a router', () => {
  // React reports the thrown error too; the test is about the message.
  expect(() => render(<Probe />)).toThrow('inside a BrowserRouter, StaticRouter or MemoryRouter');
});
