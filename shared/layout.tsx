/** The application shell around every page (SPEC §2.1). */
import type { ReactNode } from 'react';
import { PrivacyDialogProvider } from './components/privacy-dialog-context.js';
import { useUi } from './i18n/ui-context.js';
import { ScrollToTop } from './components/scroll-to-top.js';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { SocialFab } from './components/social-fab.js';

export function Layout({ children }: { children: ReactNode }) {
  const { shell } = useUi();
  return (
    <PrivacyDialogProvider>
      <a className="skip-link" href="#main">
        {shell.skipLink}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SocialFab />
      <SiteFooter />
      <ScrollToTop />
    </PrivacyDialogProvider>
  );
}
