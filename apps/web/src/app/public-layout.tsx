import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { MainContent } from '../components/main-content';
import classes from './public-layout.module.css';

/** The frame of the public /auth pages: the brand, then the page body. */
export function PublicLayout() {
  return (
    <div className={classes.root}>
      <Box component="header" py="md">
        <Container size="md">
          <BrandMark />
        </Container>
      </Box>
      <MainContent>
        <Container size="md" pb="xl">
          <Outlet />
        </Container>
      </MainContent>
    </div>
  );
}
