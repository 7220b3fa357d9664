import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import ShareIcon from '@mui/icons-material/Share';
import SmsIcon from '@mui/icons-material/Sms';
import XIcon from '@mui/icons-material/X';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { logEvent } from '@/lib/event-log';
import { SHARE_BUTTON_SIZE, SHARE_FONT_SIZE, SHARE_NETWORKS, type ShareNetwork, type ShareThis, shareHref } from '@/features/share-bar/share-links';

/** A simple ghost outline for the Snapchat button. */
function GhostIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2.5c-3.3 0-5.5 2.4-5.5 5.6v2.2l-1.6.5c-.5.2-.5.8 0 1l1.4.6c-.6 1.6-1.8 2.9-3.3 3.4-.4.1-.4.7 0 .9l1.8.7.4 1.3 2-.2c.9.3 1.7 1.4 2.8 2 .6.3 1.4.4 2 .4s1.4-.1 2-.4c1.1-.6 1.9-1.7 2.8-2l2 .2.4-1.3 1.8-.7c.4-.2.4-.8 0-.9-1.5-.5-2.7-1.8-3.3-3.4l1.4-.6c.5-.2.5-.8 0-1l-1.6-.5V8.1c0-3.2-2.2-5.6-5.5-5.6z" />
    </SvgIcon>
  );
}

const BUTTONS: Record<ShareNetwork, { label: string; icon: ReactNode; color: string }> = {
  snapchat: { label: 'Share on Snapchat', icon: <GhostIcon fontSize="inherit" />, color: '#FFFC00' },
  facebook: { label: 'Share on Facebook', icon: <FacebookIcon fontSize="inherit" />, color: '#1877F2' },
  twitter: { label: 'Share on Twitter', icon: <XIcon fontSize="inherit" />, color: '#000000' },
  sms: { label: 'Share by text message', icon: <SmsIcon fontSize="inherit" />, color: '#2e7d32' },
  email: { label: 'Share by email', icon: <EmailIcon fontSize="inherit" />, color: '#616161' },
};

/** Every press is logged (SPEC 7: socialShare with shareButtonName and urlRef); a failed log never blocks sharing. */
function logShare(shareButtonName: string, urlRef: string) {
  logEvent('socialShare', { shareButtonName, urlRef }).catch(() => undefined);
}

const buttonSx = (color: string) => ({
  width: SHARE_BUTTON_SIZE,
  height: SHARE_BUTTON_SIZE,
  fontSize: SHARE_FONT_SIZE,
  bgcolor: color,
  color: color === '#FFFC00' ? '#000' : '#fff',
  '&:hover': { bgcolor: color, opacity: 0.85 },
});

/**
 * The sharing bar of SPEC 2.3 and 9: snapchat, facebook, twitter, sms and email, plus the device's
 * own share sheet where it has one. The shell shows it when the person's showShareThisBar is on.
 */
export function ShareBar({ share }: { share: ShareThis }) {
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareNatively = () => {
    logShare('native', share.url);
    navigator.share({ title: share.title, text: share.message || share.description, url: share.url }).catch(() => undefined);
  };
  return (
    <Stack component="nav" aria-label="Share" direction="row" spacing={1} sx={{ justifyContent: 'center', py: 1 }}>
      {SHARE_NETWORKS.map((network) => {
        const { label, icon, color } = BUTTONS[network];
        const opensApp = network === 'sms' || network === 'email';
        return (
          <IconButton
            key={network}
            component="a"
            href={shareHref(network, share)}
            target={opensApp ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={label}
            data-network={network}
            onClick={() => logShare(network, share.url)}
            sx={buttonSx(color)}
          >
            {icon}
          </IconButton>
        );
      })}
      {canShareNatively && (
        <IconButton aria-label="Share with another app" onClick={shareNatively} sx={buttonSx('#1565c0')}>
          <ShareIcon fontSize="inherit" />
        </IconButton>
      )}
    </Stack>
  );
}
