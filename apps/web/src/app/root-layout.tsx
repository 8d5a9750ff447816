import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/main-content';
import classes from './root-layout.module.css';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
