import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The skip link's target: every layout renders its page body in this one `<main>`. */
export const MAIN_CONTENT_ID = 'main-content';

export interface MainContentProps extends BoxProps {
  children: ReactNode;
}

export function MainContent({ children, ...props }: MainContentProps) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} {...props}>
      {children}
    </Box>
  );
}
