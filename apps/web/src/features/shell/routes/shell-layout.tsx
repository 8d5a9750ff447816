import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../components/main-content';
import { ImpersonationBanner } from '../components/impersonation-banner';
import { SessionExpiredNotice } from '../components/session-expired-notice';
import { ShellFooter } from '../components/shell-footer';
import { ShellHeader } from '../components/shell-header';
import { SignedInGuard } from '../components/signed-in-guard';
import classes from './shell-layout.module.css';

/**
 * The signed-in frame: header, the impersonation banner and the page body in the one `<main>`,
 * footer, and the notice that asks to sign in again once the session has ended.
 */
export default function ShellLayout() {
  return (
    <SignedInGuard>
      <AppShell header={{ height: 60 }} padding={0}>
        <AppShell.Header>
          <ShellHeader />
        </AppShell.Header>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Container size="xl" py="lg">
            <ImpersonationBanner />
            <Outlet />
          </Container>
        </AppShell.Main>
        <ShellFooter />
      </AppShell>
      <SessionExpiredNotice />
    </SignedInGuard>
  );
}
