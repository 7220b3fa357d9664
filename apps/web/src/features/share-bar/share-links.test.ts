import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, appShare, shareHref } from '@/features/share-bar/share-links';

describe('share links', () => {
  const share = { ...appShare('https://example.com/app/?a=1&b=2'), subject: 'Join me' };

  it('has the five networks of SPEC 9 in order', () => {
    expect(SHARE_NETWORKS).toEqual(['snapchat', 'facebook', 'twitter', 'sms', 'email']);
  });

  it('encodes the shared address for every network', () => {
    for (const network of SHARE_NETWORKS) {
      const href = shareHref(network, share);
      expect(href).toContain(encodeURIComponent('https://example.com/app/?a=1&b=2'));
      expect(href).not.toContain('a=1&b=2');
    }
  });

  it('uses the subject for email and the message for sms', () => {
    expect(shareHref('email', share)).toMatch(/^mailto:\?subject=Join%20me&body=/);
    expect(shareHref('sms', share)).toMatch(/^sms:\?&body=I%20am%20learning/);
  });
});
