import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorDialog, type ErrorDialogProps } from '@/components/error-dialog';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function show(props: Partial<ErrorDialogProps>) {
  const handleErrorAcknowledge = vi.fn();
  render(
    <MemoryRouter initialEntries={['/launchpad']}>
      <ErrorDialog errorCode={500} errorMessage="Boom" redirectURL="" redirectType="" handleErrorAcknowledge={handleErrorAcknowledge} {...props} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return handleErrorAcknowledge;
}

afterEach(() => vi.unstubAllGlobals());

describe('error dialog (SPEC 4)', () => {
  it.each([
    [401, 'Login Attempt Failed'],
    [402, 'Account Disabled'],
    [403, 'Please Login'],
    [405, 'User Session Not Recognized'],
    [418, 'Updating Version'],
    [444, 'Something Went Wrong'],
    [429, 'Please Wait a Moment'],
    [409, 'Error'],
  ])('titles code %i "%s" and shows the message with one OK button', (code, title) => {
    show({ errorCode: code, errorMessage: 'What happened' });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('What happened')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('with no redirect, OK closes and calls the acknowledge handler', async () => {
    const acknowledge = show({});
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(acknowledge).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('navigates to an internal redirect signed out, flagged as a login error for 403', async () => {
    const acknowledge = show({ errorCode: 403, redirectURL: '/login', redirectType: 'internal' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/login {"isLoggedIn":false,"requestingLogin":false,"error":false,"loginError":true}');
    expect(acknowledge).not.toHaveBeenCalled();
  });

  it('does not flag other codes as login errors', async () => {
    show({ errorCode: 405, redirectURL: '/login', redirectType: 'internal' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('"loginError":false');
  });

  it('leaves for the site base plus redirectURL when the redirect is external', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    show({ redirectURL: '/pricing', redirectType: 'external' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/pricing$/));
  });

  it('reloads the page for 418', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    show({ errorCode: 418 });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
