import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareBar } from '@/features/share-bar/components/share-bar';
import { appShare } from '@/features/share-bar/share-links';
import { eventLogCall } from '@soroban/contracts';
import { stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const share = appShare('https://example.com/react/sorobanquizui/build/');
const logged = stubCall(eventLogCall, { httpResponse: 200, message: 'OK', eventId: 1 });

describe('the sharing bar', () => {
  it('has the five networks at size 30 and font 16, and logs every press', async () => {
    const requests = stubCalls(logged);
    render(<ShareBar share={share} />);
    const names = ['Share on Snapchat', 'Share on Facebook', 'Share on Twitter', 'Share by text message', 'Share by email'];
    for (const name of names) {
      const button = screen.getByRole('link', { name });
      expect(button).toHaveStyle({ width: '30px', height: '30px', fontSize: '16px' });
    }
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(share.url)}`,
    );
    const email = screen.getByRole('link', { name: 'Share by email' });
    email.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(email);
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/rlm/mobile-apis/event_log_api.php'));
    expect(requests.at(-1)?.body).toMatchObject({
      lpath: null,
      event: { eventName: 'socialShare', eventData: { shareButtonName: 'email', urlRef: share.url } },
    });
  });

  it('offers the device share sheet where there is one', async () => {
    const requests = stubCalls(logged);
    const nativeShare = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: nativeShare });
    render(<ShareBar share={share} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share with another app' }));
    expect(nativeShare).toHaveBeenCalledWith(expect.objectContaining({ url: share.url, title: 'Soroban Quiz' }));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ event: { eventData: { shareButtonName: 'native' } } }));
  });
});
