import { type ReactNode, type Ref, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { focusHeading } from '@/lib/focus-heading';

interface PlainDialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  className?: string | undefined;
  /**
   * The dialog itself takes focus when it opens, as the library's do, instead of its first control:
   * for a dialog read before it is acted on (a welcome with a lesson to step through).
   */
  focusSelf?: boolean;
  /** Escape: the dialog stays open unless this closes it (by unmounting it or closing it through `ref`). */
  onCancel: () => void;
  children: ReactNode;
  ref?: Ref<HTMLDialogElement | null>;
}

/**
 * A modal dialog without the component library: the browser's own <dialog>, opened modal when it
 * mounts, so it traps focus for keyboard users and costs a screen that must load fast nothing
 * (docs/decisions/0006). It closes when it unmounts; Escape is the owner's to handle.
 */
export function PlainDialog({ labelledBy, describedBy, className, focusSelf = false, onCancel, children, ref }: PlainDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useImperativeHandle<HTMLDialogElement | null, HTMLDialogElement | null>(ref, () => dialog.current, []);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    // showModal focuses the first control; the dialog itself (tabIndex -1, out of the Tab order) instead.
    if (focusSelf) element?.focus();
    // jsdom and old browsers lack showModal: the open attribute still shows it.
    if (element && !element.open) element.setAttribute('open', '');
    return () => {
      // Closed while still in the page (a layout effect's cleanup runs before React removes it), so the
      // browser gives focus back to where it was. Opened over a page that had none (a first visit's
      // welcome), focus stays inside and would be lost with it: the page's heading takes it, or the
      // next Tab would carry on from where the dialog was, past the screen, out to the browser's bar.
      element?.close?.();
      const active = document.activeElement;
      if (!active || active === document.body || element?.contains(active)) focusHeading(document.querySelector('main') ?? document);
    };
  }, [focusSelf]);

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={focusSelf ? -1 : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
