import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyScreen', () => {
  it('shows the fallback while the code comes, then the screen with its props', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const Screen = lazyScreen(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)), 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Aiko" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ Greeting }));
    expect(await screen.findByText('Hello Aiko')).toBeInTheDocument();
  });

  it('draws a screen whose code was preloaded at once, without the fallback', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Screen = lazyScreen(load, 'Greeting');
    await preloadScreen(Screen);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ben')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed download, and preloading reports no error of its own', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ Greeting });
    const Screen = lazyScreen(load as () => Promise<{ Greeting: typeof Greeting }>, 'Greeting');
    await expect(preloadScreen(Screen)).resolves.toBeUndefined();
    await preloadScreen(Screen);
    render(<Screen name="Chie" />);
    expect(screen.getByText('Hello Chie')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
