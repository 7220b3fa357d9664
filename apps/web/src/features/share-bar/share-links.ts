import type { shareThis } from '@soroban/contracts';
import type { z } from 'zod/mini';

export type ShareThis = z.infer<typeof shareThis>;

/** SPEC 9: the networks of the sharing bar, in this order. */
export const SHARE_NETWORKS = ['snapchat', 'facebook', 'twitter', 'sms', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** SPEC 9: button size and font size of the bar. */
export const SHARE_BUTTON_SIZE = 30;
export const SHARE_FONT_SIZE = 16;

/** What is shared when the screen has no shareThis of its own: the app itself. */
export function appShare(appUrl: string): ShareThis {
  const message = 'I am learning mental arithmetic and the soroban with Soroban Quiz.';
  return { url: appUrl, image: '', description: message, title: 'Soroban Quiz', message, subject: 'Learn the soroban with me' };
}

/** The address a share button opens for a network. */
export function shareHref(network: ShareNetwork, share: ShareThis): string {
  const url = encodeURIComponent(share.url);
  const text = encodeURIComponent(share.message || share.description || share.title);
  switch (network) {
    case 'snapchat':
      return `https://www.snapchat.com/scan?attachmentUrl=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${text}`;
    case 'sms':
      return `sms:?&body=${encodeURIComponent(`${share.message || share.title} ${share.url}`.trim())}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(share.subject || share.title)}&body=${encodeURIComponent(`${share.message || share.description} ${share.url}`.trim())}`;
  }
}
